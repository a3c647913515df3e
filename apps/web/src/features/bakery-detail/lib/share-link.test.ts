import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const page = { title: 'Au Bon Pain', url: 'https://fournil.fr/boulangerie/12' };

describe('shareLink', () => {
  it('uses the device share sheet when there is one, and copies nothing', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(page, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Au Bon Pain', url: 'https://fournil.fr/boulangerie/12' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    expect(await shareLink(page, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when the share sheet fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(page, { clipboard: { writeText } })).toBe('copied');
    const failing = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    expect(await shareLink(page, { share: failing, clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenNthCalledWith(2, 'https://fournil.fr/boulangerie/12');
  });

  it('asks for a copy by hand when the clipboard refuses or is missing', async () => {
    expect(await shareLink(page, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } })).toBe('manual');
    expect(await shareLink(page, {})).toBe('manual');
  });
});
