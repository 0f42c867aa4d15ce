import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { composeEngine } from '../src/app/compose';

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

// The app's composition of the engine (every field kind, the export button slot), as at start-up.
composeEngine();
