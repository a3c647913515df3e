import { useEffect } from 'react';

/** Sets `<meta name="description">` while the screen is shown, then restores the previous text. */
export function useMetaDescription(description: string | null): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const isCreated = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (isCreated) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
