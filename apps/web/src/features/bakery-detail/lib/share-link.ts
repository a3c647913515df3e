/** What happened when the visitor asked to share the page. */
export type TShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

type TShareNavigator = { share?: (data: ShareData) => Promise<void>; clipboard?: Pick<Clipboard, 'writeText'> };

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Shares a page with the device's own share sheet (Web Share API); where there is none, or it
 * fails, copies the link; where the clipboard refuses too, the caller shows the link to copy by
 * hand ('manual'). Closing the share sheet is the visitor's choice: nothing else happens then.
 */
export async function shareLink(data: { title: string; url: string }, nav: TShareNavigator = navigator): Promise<TShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (typeof nav.clipboard?.writeText === 'function') {
    try {
      await nav.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      // Refused (no permission, page not focused): the link is shown instead.
    }
  }
  return 'manual';
}
