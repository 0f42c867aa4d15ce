import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { composeEngine } from '../src/app/compose';

afterEach(() => {
  localStorage.clear();
});

// The app's composition of the engine (export button slot…), as at start-up.
composeEngine();
