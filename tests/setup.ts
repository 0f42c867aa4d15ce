import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { composeEngine } from '../src/app/compose';

afterEach(() => {
  localStorage.clear();
});

// The app's composition of the engine (every field kind, the export button slot), as at start-up.
composeEngine();
