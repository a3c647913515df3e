import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Profile } from './profile-form';

const user = makeUser();
const exported = { format: 'fournil-export-1', exporte_le: '2026-11-26T10:00:00.000Z', profil: { email: user.email } };

describe('Profile: exporting my data', () => {
  const fetchMock = stubFetch();
  const saved: { name: string; type: string; text: Promise<string> }[] = [];

  function stubDownload() {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          saved.push({ name: '', type: blob.type, text: blob.text() });
          return 'blob:export';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
  }
  afterEach(() => {
    saved.length = 0;
    vi.restoreAllMocks();
  });

  async function section() {
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    return within((await screen.findByRole('heading', { name: 'Mes données' })).closest('section')!);
  }

  it('downloads the server’s export as a dated JSON file and says so', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('/api/auth/export/') ? jsonResponse(exported) : jsonResponse(user)),
    );
    stubDownload();
    const form = await section();
    fireEvent.click(form.getByRole('button', { name: 'Exporter mes données' }));
    expect(await form.findByText('Vos données ont été téléchargées.')).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('fournil-mes-donnees-2026-11-26.json');
    expect(saved[0]!.type).toBe('application/json');
    expect(JSON.parse(await saved[0]!.text)).toEqual(exported);
  });

  it('names the file with the Paris day of the export: 23:30 UTC on 26 November is the 27th in Paris', async () => {
    const lateExport = { ...exported, exporte_le: '2026-11-26T23:30:00.000Z' };
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('/api/auth/export/') ? jsonResponse(lateExport) : jsonResponse(user)),
    );
    stubDownload();
    const form = await section();
    fireEvent.click(form.getByRole('button', { name: 'Exporter mes données' }));
    expect(await form.findByText('Vos données ont été téléchargées.')).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['fournil-mes-donnees-2026-11-27.json']);
  });

  it('says so when the export fails, with the server’s sentence when it has one', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('/api/auth/export/')
          ? jsonResponse({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' }, 429)
          : jsonResponse(user),
      ),
    );
    stubDownload();
    const form = await section();
    fireEvent.click(form.getByRole('button', { name: 'Exporter mes données' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toContain('Trop de tentatives. Réessayez dans quelques minutes.'));
    expect(saved).toHaveLength(0);
  });
});
