import { PRODUCT_NAME } from '@fournil/shared';
import { useEffect } from 'react';

export function formatDocumentTitle(title?: string | null): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets `<title> · Fournil` while the calling screen is shown. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
