import { setupServer } from 'msw/node';
import { declarations } from '../../resources';
import { createHandlers } from '../../src/demo/handlers';
import { createDemoStore, memoryStorage } from '../../src/demo/store';
import { DEMO_EPOCH, demoToday } from '../../src/demo/seed';
import { provideDemoControls } from '../../src/config/demoControls';

export const API = 'http://api.test/api';

/**
 * The demo API's own handlers, in Node, over a fresh in-memory store; the shell's demo controls
 * are provided as the app does in demo mode.
 */
export function createDemoServer() {
  const store = createDemoStore(memoryStorage(), 'test');
  provideDemoControls({ reset: async () => store.reset(), today: async () => demoToday(), now: async () => DEMO_EPOCH });
  const server = setupServer(...createHandlers({ baseUrl: API, store, declarations }));
  return { server, store };
}
