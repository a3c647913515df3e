import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TWO_FACTOR_MESSAGES, type TTwoFactorStatus } from '@fournil/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Profile } from './profile-form';

const user = makeUser();
const off: TTwoFactorStatus = { enabled: false, required: false, recovery_codes_left: 0, enabled_at: null };
const on: TTwoFactorStatus = { enabled: true, required: false, recovery_codes_left: 8, enabled_at: '2026-11-21T09:00:00.000Z' };
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Fournil:lea%40example.fr?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Fournil',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};
const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-1234${index}`);

function type(label: string, value: string) {
  fireEvent.change(section().getByLabelText(label), { target: { value } });
}
function section() {
  return within(document.getElementById('validation-en-deux-etapes')!);
}
const click = (name: string) => fireEvent.click(section().getByRole('button', { name }));

describe('Profile: two-step verification', () => {
  const fetchMock = stubFetch();
  const posts = () => requestsOf(fetchMock).filter((request) => request.method === 'POST');
  afterEach(() => vi.restoreAllMocks());

  /** The profile with the section in `status`; `routes` answer the section's POSTs. */
  async function open(status: TTwoFactorStatus, routes: Parameters<typeof routeFetch>[1] = {}, route = '/profil') {
    let current = status;
    routeFetch(fetchMock, {
      'GET /api/auth/user/': () => user,
      'GET /api/auth/2fa/': () => current,
      ...routes,
    });
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil', route });
    await screen.findByRole('heading', { name: 'Validation en deux étapes' });
    await waitFor(() => expect(section().queryByText('Chargement…')).toBeNull());
    return { setStatus: (next: TTwoFactorStatus) => (current = next) };
  }

  it('turns it on: password, QR code, a code of the app, then the ten recovery codes to keep, with the new session’s token', async () => {
    localStorage.setItem('token', 'jeton-de-la-session-finie');
    const server = await open(off, {
      'POST /api/auth/2fa/setup/': ({ body }) =>
        (body as { password: string }).password === 'levain-du-matin'
          ? setup
          : jsonResponse({ password: ['Mot de passe incorrect.'] }, 400),
      'POST /api/auth/2fa/confirm/': () => {
        server.setStatus({ ...on, recovery_codes_left: 10 });
        // Every other session ended: this device goes on with a new one (docs/two-factor.md, "Sessions").
        return { detail: TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes, access: 'jeton-de-la-nouvelle-session' };
      },
    });
    expect(await section().findByText(/Protégez votre compte : après votre mot de passe/)).toBeTruthy();
    expect(section().getByText('Désactivée')).toBeTruthy();
    click('Activer la validation en deux étapes');

    // Step 1: the password, refused then accepted.
    expect(document.activeElement).toBe(section().getByRole('heading', { name: 'Étape 1 sur 3 : confirmez votre mot de passe' }));
    type('Mot de passe', 'pas-le-bon');
    click('Continuer');
    expect(await section().findByText('Mot de passe incorrect.')).toBeTruthy();
    expect(section().getByLabelText('Mot de passe').getAttribute('aria-invalid')).toBe('true');
    type('Mot de passe', 'levain-du-matin');
    click('Continuer');

    // Step 2: the QR code as an image, the key in groups of four, a code of the app.
    const qr = await section().findByRole('img', { name: 'QR code à scanner avec votre application d’authentification' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`);
    expect(section().getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP').tagName).toBe('CODE');
    expect(section().getByText('Ou saisissez cette clé :')).toBeTruthy();
    // The SVG is never markup of the page.
    expect(document.querySelector('#validation-en-deux-etapes svg path[d="M0 0h7v7H0z"]')).toBeNull();
    type('Code à 6 chiffres', '12345');
    click('Activer');
    expect(await section().findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeTruthy();
    type('Code à 6 chiffres', '123456');
    click('Activer');

    // Step 3: the codes, and « Terminer » only once they are said to be kept.
    expect(await section().findByText(TWO_FACTOR_MESSAGES.enabled)).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('jeton-de-la-nouvelle-session');
    const list = section().getByRole('list', { name: 'Codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    const finish = section().getByRole('button', { name: 'Terminer' }) as HTMLButtonElement;
    expect(finish.disabled).toBe(true);
    fireEvent.click(section().getByLabelText('J’ai mis ces codes en lieu sûr'));
    expect(finish.disabled).toBe(false);
    fireEvent.click(finish);

    expect(await section().findByText('10 codes de secours restants')).toBeTruthy();
    expect(section().getByText('Activée depuis le 21 novembre 2026')).toBeTruthy();
    expect(section().queryByText(codes[0]!)).toBeNull();
    expect(posts().map((request) => [request.path, request.body])).toEqual([
      ['/api/auth/2fa/setup/', { password: 'pas-le-bon' }],
      ['/api/auth/2fa/setup/', { password: 'levain-du-matin' }],
      ['/api/auth/2fa/confirm/', { code: '123456' }],
    ]);
  });

  it('copies and downloads the recovery codes', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (saved.push(blob), 'blob:codes')), revokeObjectURL: vi.fn() }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await open(on, {
      'POST /api/auth/2fa/recovery-codes/': () => ({ detail: TWO_FACTOR_MESSAGES.recoveryRenewed, recovery_codes: codes }),
    });
    click('Nouveaux codes de secours');
    type('Mot de passe', 'levain-du-matin');
    type('Code à 6 chiffres', '123456');
    click('Créer de nouveaux codes');
    await section().findByRole('heading', { name: 'Vos nouveaux codes de secours' });

    click('Copier les codes');
    expect(await section().findByText('Codes copiés')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(codes.join('\n'));

    click('Télécharger');
    expect(names).toEqual(['fournil-codes-de-secours.txt']);
    const text = await saved[0]!.text();
    expect(text).toContain('Compte : lea');
    expect(text.trim().split('\n').slice(-10)).toEqual(codes);
  });

  it('when on, says since when and how many codes are left, and renews them with the password and a code', async () => {
    await open(on, {
      'POST /api/auth/2fa/recovery-codes/': () => ({ detail: TWO_FACTOR_MESSAGES.recoveryRenewed, recovery_codes: codes }),
    });
    expect(await section().findByText('8 codes de secours restants')).toBeTruthy();
    expect(section().getByText('Activée depuis le 21 novembre 2026').getAttribute('datetime')).toBe(on.enabled_at);
    expect(section().getByRole('button', { name: 'Désactiver' })).toBeTruthy();

    click('Nouveaux codes de secours');
    type('Mot de passe', 'levain-du-matin');
    type('Code à 6 chiffres', '123456');
    click('Créer de nouveaux codes');
    expect(await section().findByText(TWO_FACTOR_MESSAGES.recoveryRenewed)).toBeTruthy();
    expect(
      section()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(posts().at(-1)?.body).toEqual({ password: 'levain-du-matin', code: '123456' });
  });

  it('changes the app with the password and a code of the current app (or a recovery code), then as a set-up', async () => {
    await open(on, {
      'POST /api/auth/2fa/setup/': () => setup,
      'POST /api/auth/2fa/confirm/': () => ({ detail: TWO_FACTOR_MESSAGES.appChanged, recovery_codes: codes }),
    });
    click('Changer d’application');
    type('Mot de passe', 'levain-du-matin');
    click('Continuer');
    expect(await section().findByText(TWO_FACTOR_MESSAGES.currentProofRequired)).toBeTruthy();
    expect(posts()).toEqual([]);
    type('Code actuel ou code de secours', 'abcde-12345');
    click('Continuer');
    await section().findByRole('img', { name: 'QR code à scanner avec votre application d’authentification' });
    expect(posts()[0]?.body).toEqual({ password: 'levain-du-matin', current_code: 'abcde-12345' });
    type('Code à 6 chiffres', '654321');
    click('Activer');
    expect(await section().findByText(TWO_FACTOR_MESSAGES.appChanged)).toBeTruthy();
    expect(section().getByRole('heading', { name: 'Étape 3 sur 3 : gardez vos codes de secours' })).toBeTruthy();
    expect(section().getAllByRole('listitem')).toHaveLength(10);
  });

  it('warns when two codes or fewer are left, in French singular for one', async () => {
    await open({ ...on, recovery_codes_left: 1 });
    expect(await section().findByText('1 code de secours restant')).toBeTruthy();
    expect(section().getByText(/Il vous reste peu de codes de secours/)).toBeTruthy();
  });

  it('turns it off after the password and a code, and says so', async () => {
    const server = await open(on, {
      'POST /api/auth/2fa/disable/': () => {
        server.setStatus(off);
        return { detail: TWO_FACTOR_MESSAGES.disabled };
      },
    });
    click('Désactiver');
    expect(await section().findByRole('heading', { name: 'Désactiver la validation en deux étapes ?' })).toBeTruthy();
    click('Annuler');
    expect(document.activeElement).toBe(section().getByRole('heading', { name: 'Validation en deux étapes' }));
    expect(posts()).toEqual([]);

    click('Désactiver');
    type('Mot de passe', 'levain-du-matin');
    type('Code à 6 chiffres', '123456');
    click('Désactiver la validation en deux étapes');
    expect(await section().findByText(TWO_FACTOR_MESSAGES.disabled)).toBeTruthy();
    expect(section().getByRole('button', { name: 'Activer la validation en deux étapes' })).toBeTruthy();
    expect(posts().map((request) => [request.path, request.body])).toEqual([
      ['/api/auth/2fa/disable/', { password: 'levain-du-matin', code: '123456' }],
    ]);
  });

  it('warns staff that the back-office needs it while it is off', async () => {
    await open({ ...off, required: true });
    expect(await section().findByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeTruthy();
  });

  it('for staff with it on: changing the app and the codes, never turning it off', async () => {
    await open({ ...on, required: true });
    await section().findByText('8 codes de secours restants');
    expect(section().queryByRole('button', { name: 'Désactiver' })).toBeNull();
    expect(section().getByRole('button', { name: 'Changer d’application' })).toBeTruthy();
    expect(section().getByText(TWO_FACTOR_MESSAGES.staffCannotDisable)).toBeTruthy();
  });

  it('says the server’s refusal of a staff member turning it off', async () => {
    await open(on, { 'POST /api/auth/2fa/disable/': () => jsonResponse({ detail: TWO_FACTOR_MESSAGES.staffCannotDisable }, 403) });
    click('Désactiver');
    type('Mot de passe', 'levain-du-matin');
    type('Code à 6 chiffres', '123456');
    click('Désactiver la validation en deux étapes');
    expect((await section().findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.staffCannotDisable);
  });

  it('brings the section into view from /profil#validation-en-deux-etapes once the profile has loaded', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      await open(off, {}, '/profil#validation-en-deux-etapes');
      const title = section().getByRole('heading', { name: 'Validation en deux étapes' });
      await waitFor(() => expect(document.activeElement).toBe(title));
      expect(scrolled).toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
