import { setupServer } from 'msw/node';
import { declarations } from '../../resources';
import { createHandlers } from '../../src/demo/handlers';
import { createDemoStore, memoryStorage, type DemoStore } from '../../src/demo/store';
import { sampleRecord } from './samples';
import { DEMO_EPOCH, demoToday } from '../../src/demo/seed';
import { provideDemoControls } from '../../src/config/demoControls';

export const API = 'http://api.test/api';

/**
 * The demo API's own handlers, in Node, over a fresh in-memory store; the shell's demo controls
 * are provided as the app does in demo mode.
 */
/**
 * A resource the demo seeds no rows for (a new entity may start empty) gets five records made
 * from its declaration, so the tests run for every resource have rows to list, edit and read.
 */
export function withSampleRows(store: DemoStore): DemoStore {
  const fill = () => {
    for (const decl of declarations) {
      if (decl.endpoint.startsWith('reports/') || store.list(decl.endpoint).length > 0) continue;
      for (let i = 0; i < 5; i++) store.insert(decl.endpoint, sampleRecord(decl, store, declarations));
    }
  };
  fill();
  return {
    ...store,
    reset: () => {
      store.reset();
      fill();
    },
  };
}

export function createDemoServer() {
  const store = withSampleRows(createDemoStore(memoryStorage(), 'test'));
  provideDemoControls({ reset: async () => store.reset(), today: async () => demoToday(), now: async () => DEMO_EPOCH });
  const server = setupServer(...createHandlers({ baseUrl: API, store, declarations }));
  return { server, store };
}
