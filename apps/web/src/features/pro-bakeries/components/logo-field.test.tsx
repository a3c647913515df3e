import { LOGO_MESSAGES } from '@fournil/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREPARE_IMAGE_MESSAGES } from '@/lib/prepare-image';
import { LogoField } from './logo-field';

// jsdom decodes no image: the reduction is tested on its own (prepare-image.test.ts) and in the e2e journey.
const prepareImage = vi.hoisted(() => vi.fn());
vi.mock('@/lib/prepare-image', async (importOriginal) => ({ ...(await importOriginal<object>()), prepareImage }));

function renderField(props: Partial<Parameters<typeof LogoField>[0]> = {}) {
  const onFileChange = vi.fn();
  render(<LogoField currentUrl={null} file={null} isRemoved={false} onFileChange={onFileChange} {...props} />);
  return { onFileChange, input: screen.getByLabelText(/^Logo/) as HTMLInputElement };
}

function choose(input: HTMLInputElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

describe('LogoField', () => {
  afterEach(cleanup);

  it('refuses a file that is not JPG, PNG, GIF or WebP with the spec message, linked to the input', () => {
    const { input, onFileChange } = renderField();
    choose(input, [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('alert').textContent).toBe('Type de fichier non supporté. Types acceptés: JPG, PNG, GIF, WebP');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(LOGO_MESSAGES.type);
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('says « Fichier illisible » for a file that does not decode, without opening the cropper', async () => {
    prepareImage.mockResolvedValueOnce({ ok: false, message: PREPARE_IMAGE_MESSAGES.unreadable });
    const { input } = renderField();
    choose(input, [new File(['pas une image'], 'logo.jpg', { type: 'image/jpeg' })]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Fichier illisible/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accepts a 3 MB phone photo: it is reduced before the crop', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo'), revokeObjectURL: vi.fn() }));
    const reduced = new File([new Uint8Array(300_000)], 'photo.jpg', { type: 'image/jpeg' });
    prepareImage.mockResolvedValueOnce({ ok: true, file: reduced });
    const { input } = renderField();
    const photo = new File([new Uint8Array(3 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' });
    choose(input, [photo]);
    expect(await screen.findByRole('dialog', { name: 'Recadrer le logo' })).toBeTruthy();
    expect(prepareImage).toHaveBeenCalledWith(photo, expect.objectContaining({ maxSide: 1600 }));
    expect(screen.queryByRole('alert')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('says Aucun fichier sélectionné when the picker is closed without a file', () => {
    const { input } = renderField();
    fireEvent(input, new Event('cancel'));
    expect(screen.getByRole('alert').textContent).toBe('Aucun fichier sélectionné');
    cleanup();
    const again = renderField();
    choose(again.input, []);
    expect(screen.getByRole('alert').textContent).toBe('Aucun fichier sélectionné');
  });

  it('accepts only image types through its accept attribute', () => {
    const { input } = renderField();
    expect(input.accept).toContain('image/webp');
    expect(input.accept).not.toContain('pdf');
  });

  it('shows Pas de logo disponible and the default logo when there is none', () => {
    renderField();
    expect(screen.getByText('Pas de logo disponible')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo par défaut' }).getAttribute('src')).toBe('/default-logo.svg');
  });

  it('shows the stored logo, and its remove button marks it for deletion', () => {
    const onRemoveCurrent = vi.fn();
    renderField({ currentUrl: '/media/logos/abc.jpg', onRemoveCurrent });
    expect(screen.getByRole('img', { name: 'Aperçu du logo' }).getAttribute('src')).toBe('/media/logos/abc.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le logo' }));
    expect(onRemoveCurrent).toHaveBeenCalledTimes(1);
  });

  it('opens a keyboard-usable square crop dialog for a valid image, closed by Escape', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo'), revokeObjectURL: vi.fn() }));
    const { input } = renderField();
    const file = new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' });
    prepareImage.mockResolvedValueOnce({ ok: true, file });
    choose(input, [file]);
    const dialog = await screen.findByRole('dialog', { name: 'Recadrer le logo' });
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.unstubAllGlobals();
  });
});
