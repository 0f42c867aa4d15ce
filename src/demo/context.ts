import type { ResourceDeclaration } from '../engine/types';
import type { DemoStore } from './store';

/** What every group of demo handlers gets: where the API lives and its data. */
export interface DemoContext {
  /** Absolute base URL without a trailing slash, e.g. `http://localhost:4173/api`. */
  base: string;
  store: DemoStore;
  declarations: readonly ResourceDeclaration[];
  /** Resolves after the simulated latency. */
  wait: () => Promise<unknown>;
}
