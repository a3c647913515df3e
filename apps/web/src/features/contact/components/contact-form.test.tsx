import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { CONTACT_ANOTHER, CONTACT_ERROR_FALLBACK, CONTACT_SUCCESS } from '../lib/contact-errors';
import { ContactForm } from './contact-form';

function renderForm() {
  const captcha = { fields: () => ({ captcha_0: 'k1', captcha_1: 'PASSED' }), reload: vi.fn(), setError: vi.fn() };
  renderWithProviders(<ContactForm captcha={captcha} captchaField={null} />, { router: false });
  return captcha;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

function fill() {
  type('Nom', ' Claire ');
  type('Email', 'claire@exemple.test');
  type('Sujet', 'Essai');
  type('Message', 'Bonjour ');
}

describe('ContactForm', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('counts the characters of the message against the shared limit', () => {
    renderForm();
    expect(screen.getByText('0 / 5000 caractères')).toBeTruthy();
    type('Message', 'Bonjour');
    expect(screen.getByText('7 / 5000 caractères')).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('maxlength')).toBe('5000');
  });

  it('sends the trimmed fields with the captcha, then replaces the form by a focused confirmation naming the address', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: CONTACT_SUCCESS }));
    const captcha = renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const title = await screen.findByRole('heading', { name: CONTACT_SUCCESS });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Claire',
      email: 'claire@exemple.test',
      subject: 'Essai',
      message: 'Bonjour',
      captcha_0: 'k1',
      captcha_1: 'PASSED',
    });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByRole('status').textContent).toContain('Un accusé de réception a été envoyé à claire@exemple.test.');
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
    expect(captcha.reload).toHaveBeenCalledOnce();

    // « Écrire un autre message » brings back an empty form.
    fireEvent.click(screen.getByRole('button', { name: CONTACT_ANOTHER }));
    expect((screen.getByLabelText('Sujet') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('0 / 5000 caractères')).toBeTruthy();
  });

  it('puts a refused field’s message next to it, keeps what was typed and the captcha', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ subject: ['Ce champ est obligatoire.'] }, 400));
    const captcha = renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const subject = screen.getByLabelText('Sujet') as HTMLInputElement;
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(subject.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe(
      'Ce champ est obligatoire.',
    );
    expect(subject.value).toBe('Essai');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(captcha.reload).not.toHaveBeenCalled();
  });

  it('shows a refused captcha next to it and loads a new one; an unknown failure says the spec’s message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ captcha: ['Captcha invalide ou expiré.'] }, 400));
    const captcha = renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(captcha.setError).toHaveBeenLastCalledWith('Captcha invalide ou expiré.'));
    expect(captcha.reload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();

    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Erreur interne du serveur.' }, 500));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_ERROR_FALLBACK);
    expect(captcha.reload).toHaveBeenCalledTimes(2);
  });
});
