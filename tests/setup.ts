import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';

// No unit test reaches the internet (vitest.config.ts stops page navigation): a request no MSW
// handler answered goes to happy-dom's fetch, which refuses any host but this machine.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const happyDOM = (globalThis as { happyDOM?: { settings: { fetch: { interceptor: unknown } } } }).happyDOM;
if (happyDOM) {
  happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }: { request: { url: string } }) => {
      const { hostname, origin } = new URL(request.url);
      if (!LOCAL_HOSTS.has(hostname)) throw new TypeError(`A unit test tried to reach ${origin}: answer it with MSW`);
    },
  };
}

afterEach(() => {
  localStorage.clear();
});

// react-admin schedules some state changes for later: `useReferenceParams` for the next tick,
// and an autocomplete's filter after its own debounce (250 ms, never cancelled when the input
// unmounts). One that fired after the file's page was torn down failed CI runs ("window is not
// defined" in subCategories.test.tsx), even after waiting past the debounce: on a loaded
// machine the chain (debounce, then a next-tick timer) can outlast any fixed wait. So the
// file's timers are guarded: once its tests are over and the next tick has run, a Node timer
// that fires runs nothing, since the page it would update is gone.
let pageClosed = false;
const nodeSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((handler: unknown, delay?: number, ...args: unknown[]) =>
  nodeSetTimeout(
    (...callArgs: unknown[]) => {
      if (!pageClosed && typeof handler === 'function') handler(...callArgs);
    },
    delay,
    ...args,
  )) as typeof setTimeout;
afterAll(async () => {
  await new Promise((resolve) => nodeSetTimeout(resolve, 50));
  pageClosed = true;
});
