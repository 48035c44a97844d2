// Which build of the app this page runs, to say so when it is a new one (docs/decisions/0014):
// the hashed addresses of the page's own scripts and style sheets. Any change to the app's code,
// content or styles changes one of them (a chunk's hash changes the hashes of those importing it).

/**
 * The build `document` was served by: its module scripts and style sheets, in order. Read it
 * before the first render: screens loaded later add style sheets of their own.
 */
export function buildOf(document: Document): string {
  const files = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[type="module"][src], link[rel="stylesheet"][href]',
  );
  return Array.from(files, (file) => file.getAttribute('src') ?? file.getAttribute('href')).join(
    ' ',
  );
}

/** Whether this start runs another build than the last start on this device did. */
export function isNewBuild(previous: string | null, current: string): boolean {
  return previous !== null && previous !== current;
}
