import { afterEach, describe, expect, it } from 'vitest';
import { asideCookieString, readAsideState, writeAsideState } from '../../src/shell/asideCookie';

describe('the aside cookie kt_aside_toggle_state (SPEC §4, §9)', () => {
  afterEach(() => {
    document.cookie = 'kt_aside_toggle_state=; path=/; max-age=0';
  });

  it('should read an expanded aside when there is no cookie', () => {
    expect(readAsideState('')).toBe('expanded');
    expect(readAsideState('other=on')).toBe('expanded');
  });

  it('should read on as minimised and off as expanded, among other cookies', () => {
    expect(readAsideState('a=1; kt_aside_toggle_state=on; b=2')).toBe('minimized');
    expect(readAsideState('kt_aside_toggle_state=off')).toBe('expanded');
  });

  it('should write a site-wide, long-lived cookie that reads back the same', () => {
    expect(asideCookieString('minimized')).toMatch(/^kt_aside_toggle_state=on; path=\/; max-age=\d+; SameSite=Lax$/);
    writeAsideState('minimized');
    expect(document.cookie).toContain('kt_aside_toggle_state=on');
    expect(readAsideState()).toBe('minimized');
    writeAsideState('expanded');
    expect(readAsideState()).toBe('expanded');
  });
});
