import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import type { HttpClient } from './httpClient';

export interface DataProviderOptions {
  apiUrl: string;
  httpClient: HttpClient;
  /** The API endpoint of a resource, from its declaration (DESIGN "API contract"). */
  endpointOf: (resource: string) => string | undefined;
}

export interface AppDataProvider extends DataProvider {
  getUserPersonal(): Promise<{ data: Record<string, unknown> }>;
  /**
   * Saves the editable part of the personal profile (today the photo: the uploaded file's
   * `{path, name, pathDB, upload_date_time}` as `image`). Not in SPEC §7, which names no call
   * for it: `PUT updateUserPersonal`, our documented extension (docs/api-contract.md).
   */
  updateUserPersonal(patch: Record<string, unknown>): Promise<{ data: Record<string, unknown> }>;
}

/**
 * `ra-data-simple-rest` against `<apiUrl>/<endpoint>`, with bulk update and delete as ONE
 * request each (`PUT|DELETE ?filter={"id":[…]}`): one request per id would be cut short by
 * the write lock after the first and silently lose the rest.
 */
export function createDataProvider({ apiUrl, httpClient, endpointOf }: DataProviderOptions): AppDataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  const ep = (resource: string) => endpointOf(resource) ?? resource;
  const bulkUrl = (resource: string, ids: readonly unknown[]) =>
    `${apiUrl}/${ep(resource)}?${new URLSearchParams({ filter: JSON.stringify({ id: ids }) })}`;
  const idsFrom = (json: unknown, fallback: readonly unknown[]) =>
    (Array.isArray(json) ? json : Array.isArray((json as { data?: unknown })?.data) ? (json as { data: unknown[] }).data : fallback) as any[];

  return {
    getList: (resource, params) => base.getList(ep(resource), params),
    getOne: (resource, params) => base.getOne(ep(resource), params),
    getMany: (resource, params) => base.getMany(ep(resource), params),
    getManyReference: (resource, params) => base.getManyReference(ep(resource), params),
    create: (resource, params) => base.create(ep(resource), params),
    update: (resource, params) => base.update(ep(resource), params),
    delete: (resource, params) => base.delete(ep(resource), params),
    updateMany: async (resource, params) => {
      const { json } = await httpClient(bulkUrl(resource, params.ids), {
        method: 'PUT',
        body: JSON.stringify(params.data),
      });
      return { data: idsFrom(json, params.ids) };
    },
    deleteMany: async (resource, params) => {
      const { json } = await httpClient(bulkUrl(resource, params.ids), { method: 'DELETE' });
      return { data: idsFrom(json, params.ids) };
    },
    getUserPersonal: async () => {
      const { json } = await httpClient(`${apiUrl}/getUserPersonal`);
      return { data: (json?.data ?? {}) as Record<string, unknown> };
    },
    updateUserPersonal: async (patch) => {
      const { json } = await httpClient(`${apiUrl}/updateUserPersonal`, { method: 'PUT', body: JSON.stringify(patch) });
      return { data: (json?.data ?? {}) as Record<string, unknown> };
    },
  };
}
