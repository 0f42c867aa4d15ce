import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
});

// Every field kind, as the app registers them at start-up (src/app/fields.ts).
import { installFields } from '../src/fields';
import { FIELD_SETTINGS } from '../resources/shared/fields';
installFields(FIELD_SETTINGS);
