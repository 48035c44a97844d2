import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // scripts/size-report.ts reads dist/.vite/manifest.json to sum first-load JS per route.
  build: { manifest: true },
});
