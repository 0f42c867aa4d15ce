import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
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

// react-admin schedules some state changes for the next tick (`useReferenceParams`, after the
// last input of a file lost focus). Let them run while the page still exists: one that fired
// after the file's page was torn down failed the run ("window is not defined", seen in CI).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});

// The app's composition of the engine (every field kind, the export button slot), as at start-up.
composeEngine();
