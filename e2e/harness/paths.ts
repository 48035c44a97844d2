import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * Run output, never committed (.gitignore): logs, screenshots, axe and Lighthouse reports, and the
 * served build. E2E_ARTIFACTS moves it, so two runs in one checkout do not serve each other's
 * build (pointed at the other run's backend).
 */
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? join(ROOT, 'artifacts');
