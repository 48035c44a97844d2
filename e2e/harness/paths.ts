import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Run output, never committed (.gitignore): logs, screenshots, axe and Lighthouse reports. */
export const ARTIFACTS = join(ROOT, 'artifacts');
