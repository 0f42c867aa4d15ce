import { composeEngine, loadViewParts } from '../../src/app/compose';

// The app's composition of the engine (every field kind, the export button slot), as at start-up,
// and the parts the app fetches with every screen's chunk (src/engine/slots.ts `viewParts`: the
// kinds, registered, their inputs and the export button). Every component test (*.test.tsx) has
// it through vitest.config.ts; a logic test (*.test.ts) that reads field kinds, validators or
// the declarations imports this file first (without it: "unknown kind" for every field).
composeEngine();
await loadViewParts();
