import type { HttpClient } from './httpClient';

/** What the upload call answers (SPEC §7): where the file is stored, and under which name. */
export interface UploadedFile {
  path: string;
  name: string;
  pathDB: string;
  upload_date_time: string;
}

export interface ApiDeps {
  apiUrl: string;
  httpClient: HttpClient;
}

export interface UploadParams {
  /** The `upload` field: the kind label (`file`, `image`, `avatar`…). */
  upload: string;
  /** SPEC §7: `POST [<startLink>/]uploads/upload-file`. */
  startLink?: string;
  /** The file name sent with a Blob (a cropped image has none of its own). */
  fileName?: string;
}

export interface ExportParams {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** The widgets' calls (SPEC §7): upload and export. Merged into the data provider. */
export function createWidgetApi({ apiUrl, httpClient }: ApiDeps) {
  /** `<endpoint>?is_export=1` with the list's sort and filters in `ra-data-simple-rest`'s encoding. */
  const exportUrl = (endpoint: string, params: ExportParams) => {
    const query = new URLSearchParams({ is_export: '1' });
    if (params.sort) query.set('sort', JSON.stringify([params.sort.field, params.sort.order]));
    query.set('filter', JSON.stringify(params.filter ?? {}));
    return `${apiUrl}/${trimSlashes(endpoint)}?${query}`;
  };
  return {
    /** Multipart `file` + `upload`; answers `{path, name, pathDB, upload_date_time}`. */
    async uploadFile(file: Blob, params: UploadParams): Promise<UploadedFile> {
      const body = new FormData();
      const name = params.fileName ?? (file instanceof File ? file.name : 'file');
      body.append('file', file, name);
      body.append('upload', params.upload);
      const prefix = params.startLink ? `${trimSlashes(params.startLink)}/` : '';
      const { json } = await httpClient(`${apiUrl}/${prefix}uploads/upload-file`, { method: 'POST', body });
      const data = (
        json && typeof json === 'object' && 'data' in json && json.data && typeof json.data === 'object' ? json.data : json
      ) as UploadedFile;
      return { path: data.path, name: data.name, pathDB: data.pathDB, upload_date_time: data.upload_date_time };
    },
    /** SPEC §7 `PUT password`: the new password and its confirmation. */
    async changePassword(body: { password: string; password_confirmation: string }): Promise<void> {
      await httpClient(`${apiUrl}/password`, { method: 'PUT', body: JSON.stringify(body) });
    },
    /**
     * Every row of a list for an export: `GET <endpoint>?is_export=1` with the list's sort and
     * filters in `ra-data-simple-rest`'s encoding; answers `{data: [rows]}`.
     */
    async getExportRows(endpoint: string, params: ExportParams = {}): Promise<Record<string, unknown>[]> {
      const { json } = await httpClient(exportUrl(endpoint, params));
      const rows = Array.isArray(json) ? json : json?.data;
      if (!Array.isArray(rows)) throw new Error('widgets.export.bad_answer');
      return rows as Record<string, unknown>[];
    },
    /**
     * The same request, its body unparsed (a byte stream where fetch gives one): the export
     * dialog transfers it to its worker, so the page never assembles or parses tens of
     * thousands of rows (widgets.md "Export").
     */
    async getExportBody(endpoint: string, params: ExportParams = {}): Promise<ReadableStream<Uint8Array> | ArrayBuffer> {
      const url = exportUrl(endpoint, params);
      if (httpClient.raw) return (await httpClient.raw(url)).body;
      return new TextEncoder().encode((await httpClient(url)).body).buffer as ArrayBuffer;
    },
  };
}
export type WidgetApi = ReturnType<typeof createWidgetApi>;
