import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotosField } from './photos-field';

// jsdom decodes no image: each photo comes back as chosen unless a test says otherwise.
const prepareImage = vi.hoisted(() => vi.fn((file: File) => Promise.resolve({ ok: true as const, file })));
vi.mock('@/lib/prepare-image', async (importOriginal) => ({ ...(await importOriginal<object>()), prepareImage }));

const stored = [
  { id: 1, image: '/media/photos/1.jpg' },
  { id: 2, image: '/media/photos/2.jpg' },
  { id: 3, image: '/media/photos/3.jpg' },
];
const jpeg = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  const [removedIds, setRemovedIds] = useState<number[]>([]);
  return (
    <PhotosField existing={stored} removedIds={removedIds} files={files} onFilesChange={setFiles} onRemovedIdsChange={setRemovedIds} />
  );
}

const input = () => screen.getByLabelText(/^Photos de la boutique/) as HTMLInputElement;
const choose = (files: File[]) => fireEvent.change(input(), { target: { files } });

describe('PhotosField', () => {
  afterEach(cleanup);

  it('refuses a wrong type, and a photo that cannot be read or reduced, with their messages', async () => {
    render(<Harness />);
    choose([new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })]);
    expect(screen.getByRole('alert').textContent).toBe('Type de fichier non supporté. Types acceptés: JPG, PNG, GIF, WebP');
    prepareImage.mockResolvedValueOnce({ ok: false, message: 'Une photo ne doit pas dépasser 2 Mo' } as never);
    choose([jpeg('big.jpg', 4 * 1024 * 1024)]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Une photo ne doit pas dépasser 2 Mo'));
    expect(prepareImage).toHaveBeenLastCalledWith(expect.any(File), expect.objectContaining({ maxSide: 1600, maxBytes: 2 * 1024 * 1024 }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps at most 5 photos, stored and new together, and frees a place when one is removed', async () => {
    render(<Harness />);
    choose([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
    expect(screen.getByRole('alert').textContent).toBe('Une boulangerie a 5 photos au plus.');
    expect(input().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la photo 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la nouvelle photo 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(input().disabled).toBe(false);
    expect(screen.getByText('Encore 2 photos possibles.')).toBeTruthy();
  });
});
