import { describe, expect, it } from 'vitest';
import { ASIDE_COOKIE, STORAGE_KEYS } from '../../src/config/storageKeys';

describe('storageKeys (SPEC §9)', () => {
  it('should keep the token under id_token', () => {
    expect(STORAGE_KEYS.token).toBe('id_token');
  });
  it('should keep permissions under permissions', () => {
    expect(STORAGE_KEYS.permissions).toBe('permissions');
  });
  it('should keep the language under language', () => {
    expect(STORAGE_KEYS.language).toBe('language');
  });
  it('should name the aside cookie kt_aside_toggle_state', () => {
    expect(ASIDE_COOKIE).toBe('kt_aside_toggle_state');
  });
});
