// One person's Open Peeps drawing as SVG markup, made by DiceBear in the browser from the look
// and the face (peep-options.ts). Kept apart from React so the mapping is tested as plain text.
// Open Peeps (Pablo Stanley, CC0) and DiceBear (Florian Körner, MIT) are credited in
// docs/decisions/0062-scenes-drawn-from-open-peeps.md and the app's credits.
import { createAvatar } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';
import type { FeelingId, Look } from '@ths/content-model/scene';
import { peepOptions } from './peep-options.ts';

/** The drawing's own square: the markup is drawn in it, the bust's bottom on its bottom edge. */
export const PEEP_VIEWBOX = 704;

/** The inside of DiceBear's <svg> (its licence metadata left out: credited once, not per face),
 * to be placed in an <svg viewBox="0 0 704 704">, which also clips the body drawn below it. */
export function peepMarkup(look: Look, feeling: FeelingId): string {
  const svg = createAvatar(openPeeps, peepOptions(look, feeling)).toString();
  return svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<metadata[\s\S]*?<\/metadata>/, '');
}
