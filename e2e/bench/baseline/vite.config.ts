// The baseline's build, run by the app's Vite (e2e/bench/main-thread.ts). React and react-dom come
// from the app's own dependencies, so the baseline is the same React the app ships; nothing is
// added to the workspace.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const appModules = join(here, '..', '..', '..', 'app', 'node_modules');

export default {
  root: here,
  logLevel: 'warn',
  resolve: {
    alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${appModules}/$1$2` }],
  },
};
