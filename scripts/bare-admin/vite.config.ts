// Builds the bare react-admin baseline of scripts/bench.mjs: `vite build --config scripts/bare-admin/vite.config.ts`.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../bench-results/bare-dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  logLevel: 'warn',
});
