// Saving only images from the edit form (docs/bakery-management.md, "The screens"): the photos and the
// logo are changes like the others, so the page says the save happened and shows what the server kept,
// never « Aucune modification à enregistrer. ».
import { BAKERY_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProBakery } from '@/testing/pro-bakery';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { BakeryPage } from './bakery-page';

// The small map needs WebGL; jsdom decodes no image: each photo comes back as chosen.
vi.mock('@/lib/map/create-map', () => ({
  MAP_UNAVAILABLE_MESSAGE: 'La carte ne peut pas s’afficher sur cet appareil. La liste reste à jour.',
  MapContainerMissingError: class extends Error {},
  createMap: () => new Promise(() => {}),
}));
const prepareImage = vi.hoisted(() => vi.fn((file: File) => Promise.resolve({ ok: true as const, file })));
vi.mock('@/lib/prepare-image', async (importOriginal) => ({ ...(await importOriginal<object>()), prepareImage }));

const jpeg = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });

describe('BakeryPage: saving only images', { timeout: 20_000 }, () => {
  const fetchMock = stubFetch();
  let saved: FormData | null;

  beforeEach(() => {
    saved = null;
    const before = makeProBakery({ images: [{ id: 11, image: '/media/photos/a.jpg' }] });
    const after = makeProBakery({
      images: [
        { id: 11, image: '/media/photos/a.jpg' },
        { id: 16, image: '/media/photos/nouvelle.jpg' },
      ],
    });
    fetchMock.mockImplementation((input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/cotepro/ma-boulangerie/12/') return Promise.resolve(jsonResponse(saved ? after : before));
      if (key === 'PATCH /api/cotepro/ma-boulangerie/12/') {
        saved = init!.body as FormData;
        return Promise.resolve(jsonResponse(after));
      }
      if (key === 'GET /api/utilisateurs/responsables/' || key === 'GET /api/boulangeries/invitations/')
        return Promise.resolve(jsonResponse([]));
      return Promise.resolve(jsonResponse({ detail: `non prévu : ${key}` }, 500));
    });
  });

  it('waits for a photo still being prepared, then says the changes are saved and shows the photo the server kept', async () => {
    let finishPreparing: () => void = () => {};
    prepareImage.mockImplementationOnce(
      (file: File) => new Promise((resolve) => (finishPreparing = () => resolve({ ok: true as const, file }))),
    );
    renderWithProviders(<BakeryPage bakeryId={12} onDeleted={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    fireEvent.change(await screen.findByLabelText(/^Photos de la boutique/), { target: { files: [jpeg('nouvelle.jpg')] } });
    await screen.findByText('Préparation des photos…');
    // Saving now would find no change yet: the button waits for the photo instead of saying « Aucune modification ».
    const save = screen.getByRole('button', { name: /Enregistrer/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(screen.queryByText(BAKERY_MESSAGES.nothingToChange)).toBeNull();

    finishPreparing();
    await screen.findByText('Encore 3 photos possibles.');
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    expect(await screen.findByText(BAKERY_MESSAGES.saved)).toBeTruthy();
    expect(screen.queryByText(BAKERY_MESSAGES.nothingToChange)).toBeNull();
    // Only the photo went to the server, and the page shows what the server answered it kept.
    expect([...saved!.keys()]).toEqual(['images']);
    const photos = within(screen.getByRole('region', { name: 'Photos de la boutique' }));
    expect(photos.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      '/media/photos/a.jpg',
      '/media/photos/nouvelle.jpg',
    ]);
  });
});
