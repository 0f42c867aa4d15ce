/**
 * The demo API's one entry (docs/architecture.md): the app reaches the demo through this file
 * only, with `import()`, in demo mode only, so a real build never fetches it.
 */
import { demoStore } from './browser';

export { startDemoApi } from './browser';
export { DEMO_EPOCH, demoToday } from './seed';

/** Puts the seeded data back as it was. */
export async function resetDemoData(): Promise<void> {
  demoStore.reset();
}
