import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render-with-providers';
import { useCaptcha } from '../api/get-captcha';
import { CAPTCHA_ANSWER_LABEL, CAPTCHA_POW_LABEL, CAPTCHA_POW_MESSAGES, CaptchaField } from './captcha-field';

/** A form that shows what it would send. */
function Harness() {
  const captcha = useCaptcha();
  const [sent, setSent] = useState('');
  return (
    <>
      <CaptchaField control={captcha} />
      <button type="button" onClick={() => setSent(JSON.stringify(captcha.fields()))}>
        Envoyer
      </button>
      <output>{sent}</output>
    </>
  );
}

function renderHarness() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );
}

describe('CaptchaField: the accessible alternative', () => {
  let powResponse: () => Promise<Response>;

  beforeEach(() => {
    powResponse = async () => {
      // A cheap challenge whose answer is the counter 7.
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 2,
        counter: 7,
        deriveKey,
        data: { key: 'cle' },
        hmacSignatureSecret: 'secret',
      });
      return jsonResponse(challenge);
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = String(input);
        if (path === '/api/captcha/') return Promise.resolve(jsonResponse({ key: 'cle', image_url: '/api/captcha/image/cle/' }));
        if (path === '/api/captcha/cle/pow/') return powResponse();
        return Promise.resolve(jsonResponse({ detail: 'Ressource introuvable.' }, 404));
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the image answer field by default and sends what was typed', async () => {
    renderHarness();
    fireEvent.change(await screen.findByLabelText(CAPTCHA_ANSWER_LABEL), { target: { value: ' ab3xy ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(JSON.parse(document.querySelector('output')!.textContent!)).toEqual({ captcha_0: 'cle', captcha_1: 'ab3xy' });
  });

  it('solves the proof of work in the browser and sends it as captcha_1 instead of reading the image', async () => {
    renderHarness();
    await screen.findByRole('img');
    fireEvent.click(screen.getByRole('button', { name: CAPTCHA_POW_LABEL }));
    expect(await screen.findByText(CAPTCHA_POW_MESSAGES.solved, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText(CAPTCHA_ANSWER_LABEL)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(JSON.parse(document.querySelector('output')!.textContent!)).toEqual({ captcha_0: 'cle', captcha_1: 'pow:7' });
  });

  it('says so when the challenge cannot be fetched, and keeps the answer field', async () => {
    powResponse = async () => jsonResponse({ detail: 'Captcha introuvable ou expiré.' }, 404);
    renderHarness();
    await screen.findByRole('img');
    fireEvent.click(screen.getByRole('button', { name: CAPTCHA_POW_LABEL }));
    expect(await screen.findByText(CAPTCHA_POW_MESSAGES.failed)).toBeTruthy();
    expect(screen.getByLabelText(CAPTCHA_ANSWER_LABEL)).toBeTruthy();
  });
});
