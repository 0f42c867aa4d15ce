import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  // The same alias as vite.config.ts, so unit tests run what the build ships.
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) } },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // Two cores: keep workers modest so the run stays predictable.
    maxWorkers: 2,
    testTimeout: 20000,
  },
});
