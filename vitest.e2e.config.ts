import { defineConfig } from 'vitest/config';

// End-to-end: the production build (`vite preview`) in a real Chromium through playwright-core.
// One file at a time: the machine has two cores and each test drives a whole browser.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60000,
    // A whole browser on a busy 2-core machine: a test that fails is run once more, and Vitest
    // reports it as retried, so a flaky test shows in the output instead of failing the run
    // silently green. Two seen so far are fixed at their cause (docs/decisions.md "Tests").
    retry: 1,
    // A browser on a busy 2-core machine: polls wait up to 15 s (Vitest's default is 1 s).
    expect: { poll: { timeout: 15000, interval: 100 } },
    hookTimeout: 60000,
  },
});
