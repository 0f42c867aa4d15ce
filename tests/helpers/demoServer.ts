import { setupServer } from 'msw/node';
import { declarations } from '../../resources';
import { createHandlers } from '../../src/demo/handlers';
import { createDemoStore, memoryStorage } from '../../src/demo/store';

export const API = 'http://api.test/api';

/** The demo API's own handlers, in Node, over a fresh in-memory store. */
export function createDemoServer() {
  const store = createDemoStore(memoryStorage(), 'test');
  const server = setupServer(...createHandlers({ baseUrl: API, store, declarations }));
  return { server, store };
}
