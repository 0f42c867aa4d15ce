import type { HttpClient } from './httpClient';

export interface ApiDeps {
  apiUrl: string;
  httpClient: HttpClient;
}

/** The widgets' calls (SPEC §7): upload and export. Merged into the data provider. */
export function createWidgetApi(_deps: ApiDeps) {
  return {};
}
export type WidgetApi = ReturnType<typeof createWidgetApi>;
