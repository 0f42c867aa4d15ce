import { describe, expect, it } from 'vitest';
import { DEMO_API_URL, resolveConfig } from '../../src/config/runtimeConfig';

describe('resolveConfig', () => {
  it('should use the build-time URL when there is no config.json', () => {
    expect(resolveConfig('https://api.example.com/api', undefined)).toMatchObject({ apiUrl: 'https://api.example.com/api', demo: false });
  });

  it('should let config.json apiUrl override the build-time URL', () => {
    expect(resolveConfig('https://build.example.com/api', { apiUrl: 'https://run.example.com/api' })).toMatchObject({
      apiUrl: 'https://run.example.com/api',
      demo: false,
    });
  });

  it('should use config.json alone when there is no build-time URL', () => {
    expect(resolveConfig(undefined, { apiUrl: 'https://run.example.com/api' })).toMatchObject({
      apiUrl: 'https://run.example.com/api',
      demo: false,
    });
  });

  it('should trim trailing slashes and spaces', () => {
    expect(resolveConfig('https://api.example.com/api///', undefined).apiUrl).toBe('https://api.example.com/api');
    expect(resolveConfig(undefined, { apiUrl: ' https://run.example.com/api/ ' }).apiUrl).toBe('https://run.example.com/api');
  });

  it('should fall back to the build-time URL when config.json apiUrl is empty or not a string', () => {
    expect(resolveConfig('https://b.example.com', { apiUrl: '' }).apiUrl).toBe('https://b.example.com');
    expect(resolveConfig('https://b.example.com', { apiUrl: 42 }).apiUrl).toBe('https://b.example.com');
    expect(resolveConfig('https://b.example.com', 'garbage').apiUrl).toBe('https://b.example.com');
  });

  it('should enter demo mode with /api when neither is set', () => {
    expect(DEMO_API_URL).toBe('/api');
    expect(resolveConfig(undefined, undefined)).toMatchObject({ apiUrl: '/api', demo: true });
    expect(resolveConfig('', {})).toMatchObject({ apiUrl: '/api', demo: true });
    expect(resolveConfig('  /  ', null)).toMatchObject({ apiUrl: '/api', demo: true });
  });
});

describe('resolveConfig in a production build (no demo code)', () => {
  const prod = { demoAllowed: false } as const;
  it('should never fall back to demo mode: it names the configuration problem instead', () => {
    expect(resolveConfig(undefined, undefined, { ...prod, fileProblem: 'missing' })).toEqual({
      apiUrl: '',
      demo: false,
      problem: 'missing',
    });
    expect(resolveConfig(undefined, undefined, { ...prod, fileProblem: 'not_json' })).toMatchObject({ demo: false, problem: 'not_json' });
    expect(resolveConfig(undefined, {}, prod)).toMatchObject({ demo: false, problem: 'no_api_url' });
    expect(resolveConfig('', { apiUrl: '  ' }, prod)).toMatchObject({ demo: false, problem: 'no_api_url' });
    expect(resolveConfig(undefined, ['https://a.example'], prod)).toMatchObject({ demo: false, problem: 'no_api_url' });
  });

  it('should start with config.json apiUrl, or with the build-time URL whatever config.json says', () => {
    expect(resolveConfig(undefined, { apiUrl: 'https://run.example.com/api' }, prod)).toEqual({
      apiUrl: 'https://run.example.com/api',
      demo: false,
      firebase: undefined,
    });
    expect(resolveConfig('/api', undefined, { ...prod, fileProblem: 'missing' })).toMatchObject({ apiUrl: '/api', demo: false });
    expect(resolveConfig('/api', undefined, { ...prod, fileProblem: 'missing' }).problem).toBeUndefined();
  });
});
