// Sharing the family page's link (docs/decisions/0078): the phone's own share sheet where there is
// one (WhatsApp, e-mail...), else the link copied; where neither works, the page shows the link to
// copy by hand, so a parent is never left with a button that did nothing.

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

type ShareNavigator = Pick<Navigator, 'clipboard'> & {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

export async function shareLink(
  data: { url: string; title: string },
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  if (nav.share && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The person closed the share sheet: nothing to say. Any other failure tries the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
