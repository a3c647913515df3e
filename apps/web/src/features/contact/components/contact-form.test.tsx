import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { CONTACT_ERROR_FALLBACK, CONTACT_SUCCESS } from '../lib/contact-errors';
import { ContactForm } from './contact-form';

function renderForm() {
  const captcha = { fields: () => ({ captcha_0: 'k1', captcha_1: 'PASSED' }), reload: vi.fn() };
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

  it('sends the trimmed fields with the captcha, clears the form on success and reloads the captcha', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: CONTACT_SUCCESS }));
    const captcha = renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Claire',
      email: 'claire@exemple.test',
      subject: 'Essai',
      message: 'Bonjour',
      captcha_0: 'k1',
      captcha_1: 'PASSED',
    });
    expect((screen.getByLabelText('Sujet') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('0 / 5000 caractères')).toBeTruthy();
    expect(captcha.reload).toHaveBeenCalledOnce();

    // The success message belongs to the message just sent.
    type('Sujet', 'Autre');
    await waitFor(() => expect(screen.queryByText(CONTACT_SUCCESS)).toBeNull());
  });

  it('keeps what was typed when sending fails, with the spec’s message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ subject: ['Ce champ est obligatoire.'] }, 400));
    const captcha = renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_ERROR_FALLBACK);
    expect((screen.getByLabelText('Sujet') as HTMLInputElement).value).toBe('Essai');
    expect(captcha.reload).toHaveBeenCalledOnce();
  });
});
