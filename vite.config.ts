import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Heavy or optional code (the demo API, views, widgets) is reached only through
// dynamic import(), so Rollup's default chunking already keeps it out of the
// first load; nothing here needs manualChunks.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
