import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Heavy or optional code (the demo API, views, widgets) is reached only through
// dynamic import(), so Rollup's default chunking already keeps it out of the
// first load; nothing here needs manualChunks.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // See src/shims/object-entries.cjs: a native stand-in for an ES5 polyfill package.
      'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
