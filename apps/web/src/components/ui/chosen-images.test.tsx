import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChosenImages } from './chosen-images';

const jpeg = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });

function Harness({ initial }: { initial: File[] }) {
  const [files, setFiles] = useState(initial);
  return (
    <ul>
      <ChosenImages
        files={files}
        onFilesChange={setFiles}
        itemClassName="thumb"
        nameClassName="thumb__name"
        alt={(number) => `Image ${number}`}
        renderRemove={(number, remove) => (
          <button type="button" onClick={remove}>
            Retirer {number}
          </button>
        )}
      />
    </ul>
  );
}

describe('ChosenImages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws each chosen file, numbered from 1, in the caller’s look, with its button', async () => {
    render(<Harness initial={[jpeg('a.jpg'), jpeg('b.jpg')]} />);
    const images = await screen.findAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Image 1', 'Image 2']);
    expect(images.every((image) => image.getAttribute('src')?.startsWith('blob:'))).toBe(true);
    expect(screen.getAllByRole('listitem').map((item) => item.className)).toEqual(['thumb', 'thumb']);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Retirer 1', 'Retirer 2']);
  });

  it('shows the file’s name where the browser cannot draw it', () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: undefined });
    render(<Harness initial={[jpeg('a.jpg')]} />);
    expect(screen.getByRole('listitem').querySelector('.thumb__name')?.textContent).toBe('a.jpg');
  });

  it('takes out the one whose button is pressed and numbers the others again', () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: undefined });
    render(<Harness initial={[jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer 2' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a.jpgRetirer 1', 'c.jpgRetirer 2']);
  });
});
