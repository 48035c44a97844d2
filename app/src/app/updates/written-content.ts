// `npm start` has no service worker: there, a publish is the release receiver writing
// src/content/generated/ again (docs/decisions/0036). The dev server tells the page
// (contentWritten in vite.config.ts) instead of swapping the content modules under it, which
// changed nothing on screen (the scenarios already loaded stay in the query cache), and the page
// offers it as 'Conteúdo novo' like a new build (docs/decisions/0056).
import { locationFeed } from './location-feed.ts';
import { waitingVersion } from './waiting-version.ts';

/** The event vite.config.ts sends when a file of src/content/generated/ was written. */
export const CONTENT_WRITTEN = 'ths:content-written';

type Hot = { on: (event: string, listener: () => void) => void };

export function offerWrittenContent(hot: Hot): void {
  hot.on(CONTENT_WRITTEN, () =>
    waitingVersion.offer({
      since: locationFeed.current()?.key,
      take: () => window.location.reload(),
    }),
  );
}
