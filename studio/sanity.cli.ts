import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './src/env.ts';

export default defineCliConfig({
  api: { projectId, dataset },
  // Auto-updates fetch the Studio from Sanity's CDN at build time, which fails offline.
  deployment: { autoUpdates: false },
  typegen: {
    path: '../content-export/src/**/*.ts',
    schema: './schema.json',
    generates: '../content-export/src/sanity.types.ts',
  },
});
