// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { applyServerErrors, focusFirstError, useServerErrors } from './form-errors';

const FIELDS = ['nom', 'ville', 'horaires_ouvertures'] as const;

describe('applyServerErrors', () => {
  it('puts the messages of known fields on them and returns the fallback', () => {
    const setError = vi.fn();
    const message = applyServerErrors(
      new ApiError(400, { nom: ['Trop long.', 'Interdit.'], 'horaires_ouvertures.lundi.fermeture_matin': ['Heure invalide.'] }),
      setError,
      FIELDS,
      'Erreur lors de la sauvegarde',
    );
    expect(setError.mock.calls).toEqual([
      ['nom', { type: 'server', message: 'Trop long. Interdit.' }, { shouldFocus: true }],
      ['horaires_ouvertures', { type: 'server', message: 'Heure invalide.' }, { shouldFocus: false }],
    ]);
    expect(message).toBe('Erreur lors de la sauvegarde');
  });

  it('returns the detail, then the fields the form does not show', () => {
    expect(applyServerErrors(new ApiError(403, { detail: 'Non autorisé' }), vi.fn(), FIELDS, 'x')).toBe('Non autorisé');
    expect(
      applyServerErrors(new ApiError(400, { non_field_errors: ['Champ inconnu : foo.'], siren: ['Invalide.'] }), vi.fn(), FIELDS, 'x'),
    ).toBe('Champ inconnu : foo. SIREN : Invalide.');
  });

  it('focuses the first field in the order of the screen, not in the order of the answer', () => {
    const setError = vi.fn();
    applyServerErrors(new ApiError(400, { horaires_ouvertures: ['Heure invalide.'], ville: ['Obligatoire.'] }), setError, FIELDS, 'x');
    expect(setError.mock.calls.map(([field, , options]) => [field, options])).toEqual([
      ['ville', { shouldFocus: true }],
      ['horaires_ouvertures', { shouldFocus: false }],
    ]);
  });

  it('keeps the network message and hides server internals behind the fallback', () => {
    expect(applyServerErrors(new ApiError(0, null), vi.fn(), FIELDS, 'x')).toBe(NETWORK_ERROR_MESSAGE);
    expect(
      applyServerErrors(new ApiError(500, { detail: 'Erreur interne du serveur.' }), vi.fn(), FIELDS, 'Erreur lors de la création'),
    ).toBe('Erreur lors de la création');
    expect(applyServerErrors(new Error('boom'), vi.fn(), FIELDS, 'Erreur lors de la création')).toBe('Erreur lors de la création');
  });
});

describe('useServerErrors', () => {
  it('keeps no message while the save has not failed', () => {
    const setError = vi.fn();
    const { result } = renderHook(() => useServerErrors(null, setError, FIELDS, 'x'));
    expect(result.current[0]).toBeNull();
    expect(setError).not.toHaveBeenCalled();
  });

  it('places a new error once, focusing the first field, and keeps the form-level message until cleared', () => {
    const setError = vi.fn();
    const { result, rerender } = renderHook(
      ({ error }: { error: unknown }) => useServerErrors(error, setError, FIELDS, 'Erreur lors de la sauvegarde'),
      {
        initialProps: { error: null as unknown },
      },
    );
    const error = new ApiError(400, { nom: ['Trop long.'], siren: ['Invalide.'] });
    rerender({ error });
    expect(setError).toHaveBeenCalledExactlyOnceWith('nom', { type: 'server', message: 'Trop long.' }, { shouldFocus: true });
    expect(result.current[0]).toBe('SIREN : Invalide.');

    rerender({ error });
    expect(setError).toHaveBeenCalledOnce();
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
  });
});

describe('focusFirstError', () => {
  it('focuses the first invalid field in page order and says whether there was one', () => {
    document.body.innerHTML =
      '<form><input id="a" /><input id="b" aria-invalid="true" /><textarea id="c" aria-invalid="true"></textarea></form>';
    const form = document.querySelector('form');
    expect(focusFirstError(form)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
    document.body.innerHTML = '<form><input id="a" /></form>';
    expect(focusFirstError(document.querySelector('form'))).toBe(false);
    expect(focusFirstError(null)).toBe(false);
  });
});
