import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { applyServerErrors, useServerErrors } from './form-errors';

const FIELDS = ['nom', 'ville', 'horaires_ouvertures'] as const;

describe('applyServerErrors', () => {
  it('puts the messages of known fields on them and returns the fallback', () => {
    const setError = vi.fn();
    const message = applyServerErrors(new ApiError(400, { nom: ['Trop long.', 'Interdit.'], 'horaires_ouvertures.lundi.fermeture_matin': ['Heure invalide.'] }), setError, FIELDS, 'Erreur lors de la sauvegarde');
    expect(setError).toHaveBeenCalledWith('nom', { type: 'server', message: 'Trop long. Interdit.' });
    expect(setError).toHaveBeenCalledWith('horaires_ouvertures', { type: 'server', message: 'Heure invalide.' });
    expect(message).toBe('Erreur lors de la sauvegarde');
  });

  it('returns the detail, then the fields the form does not show', () => {
    expect(applyServerErrors(new ApiError(403, { detail: 'Non autorisé' }), vi.fn(), FIELDS, 'x')).toBe('Non autorisé');
    expect(applyServerErrors(new ApiError(400, { non_field_errors: ['Champ inconnu : foo.'], siren: ['Invalide.'] }), vi.fn(), FIELDS, 'x')).toBe(
      'Champ inconnu : foo. | siren: Invalide.',
    );
  });

  it('keeps the network message and hides server internals behind the fallback', () => {
    expect(applyServerErrors(new ApiError(0, null), vi.fn(), FIELDS, 'x')).toBe(NETWORK_ERROR_MESSAGE);
    expect(applyServerErrors(new ApiError(500, { detail: 'Erreur interne du serveur.' }), vi.fn(), FIELDS, 'Erreur lors de la création')).toBe('Erreur lors de la création');
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
    const { result, rerender } = renderHook(({ error }: { error: unknown }) => useServerErrors(error, setError, FIELDS, 'Erreur lors de la sauvegarde'), {
      initialProps: { error: null as unknown },
    });
    const error = new ApiError(400, { nom: ['Trop long.'], siren: ['Invalide.'] });
    rerender({ error });
    expect(setError).toHaveBeenCalledExactlyOnceWith('nom', { type: 'server', message: 'Trop long.' }, { shouldFocus: true });
    expect(result.current[0]).toBe('siren: Invalide.');

    rerender({ error });
    expect(setError).toHaveBeenCalledOnce();
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
  });
});
