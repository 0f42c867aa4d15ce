/**
 * Where the API lives (DESIGN "API contract"): `VITE_API_URL` at build time, overridden at
 * run time by `public/config.json` (`{"apiUrl": "…"}`). Neither set: demo mode, where the
 * app serves its own mock API under `/api` on its own origin.
 */
export interface RuntimeConfig {
  apiUrl: string;
  demo: boolean;
  firebase?: Record<string, string>;
}

export const DEMO_API_URL = '/api';

let current: RuntimeConfig = { apiUrl: DEMO_API_URL, demo: true };

function clean(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim().replace(/\/+$/, '');
  return trimmed || undefined;
}

export function resolveConfig(buildTimeUrl: unknown, fileConfig: unknown): RuntimeConfig {
  const file = (fileConfig && typeof fileConfig === 'object' ? fileConfig : {}) as Record<string, unknown>;
  const apiUrl = clean(file.apiUrl) ?? clean(buildTimeUrl);
  const firebase = file.firebase && typeof file.firebase === 'object' ? (file.firebase as Record<string, string>) : undefined;
  return apiUrl ? { apiUrl, demo: false, firebase } : { apiUrl: DEMO_API_URL, demo: true, firebase };
}

/** Reads config.json once at start; a missing or broken file means "no override". */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let fileConfig: unknown = undefined;
  try {
    // Same request as the `<link rel=preload>` in index.html, so the preloaded answer is reused.
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { credentials: 'same-origin' });
    if (response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
      fileConfig = await response.json();
    }
  } catch {
    fileConfig = undefined;
  }
  current = resolveConfig(import.meta.env.VITE_API_URL, fileConfig);
  return current;
}

export function getConfig(): RuntimeConfig {
  return current;
}

export function setConfig(config: RuntimeConfig): void {
  current = config;
}
