import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // Two cores: keep workers modest so the run stays predictable.
    maxWorkers: 2,
    testTimeout: 20000,
  },
});
