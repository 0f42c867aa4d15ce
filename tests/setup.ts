import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { composeEngine } from '../src/app/compose';
import { loadFormInputs } from '../src/fields';

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
// unmounts). One that fired after the file's page was torn down failed a CI run ("window is not
// defined" in subCategories.test.tsx). A file that showed an autocomplete waits past that
// debounce before its page goes; the others only let the next tick run.
const AUTOCOMPLETE_DEBOUNCE_MS = 250;
let autocompleteShown = false;
const watch = new MutationObserver(() => {
  if (document.querySelector('.MuiAutocomplete-root')) {
    autocompleteShown = true;
    watch.disconnect();
  }
});
watch.observe(document.body, { childList: true, subtree: true });
afterAll(async () => {
  watch.disconnect();
  const wait = autocompleteShown ? AUTOCOMPLETE_DEBOUNCE_MS + 150 : 50;
  await new Promise((resolve) => setTimeout(resolve, wait));
});

// The app's composition of the engine (every field kind, the export button slot), as at start-up.
composeEngine();
// The kinds' inputs, as the app fetches them with every screen's chunk (src/engine/slots.ts
// `viewParts`): a test that renders a form directly finds its inputs at once.
await loadFormInputs();
