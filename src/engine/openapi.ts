import { apiResourcesOf, type ApiResourceUse } from './catalog';
import { fieldKind, schemaOf } from './kinds';
import type { ResourceDeclaration, ScreenDeclaration } from './types';

/**
 * The API contract as an OpenAPI 3.1 document, derived from the resource declarations
 * (DESIGN "API contract"), so a backend team can check its API against what the app sends.
 * `tests/unit/openapi.test.ts` keeps `docs/openapi.json` equal to this output.
 */
type Json = Record<string, unknown>;

function recordSchema(decl: Pick<ResourceDeclaration, 'fields' | 'parent'>): Json {
  const properties: Json = {
    id: { type: ['integer', 'string'], readOnly: true },
    version: {
      type: ['integer', 'string'],
      readOnly: true,
      description:
        'Changed by the server on every write of the record; the app sends it back as `If-Match: "<version>"`. Optional: without it `updated_at` serves, and with neither the app writes unconditionally.',
    },
  };
  const required: string[] = [];
  for (const field of decl.fields) {
    // A confirmation is checked, never stored: not part of the record.
    if (fieldKind(field.kind).transient?.(field)) continue;
    // `x-unique`: the server refuses a second record with the same value (a 422 on the field).
    const schema = { ...schemaOf(field), ...(field.unique ? { 'x-unique': true } : {}) };
    properties[field.source] = field.form === false ? { ...schema, readOnly: true } : schema;
    if (field.required && field.form !== false) required.push(field.source);
  }
  if (decl.parent) properties[decl.parent.source] = { type: 'string', description: `The ${decl.parent.resource} record this belongs to.` };
  return { type: 'object', properties, required };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: Json) => ({ content: { 'application/json': { schema } } });
const errors = {
  '401': { $ref: '#/components/responses/Unauthenticated' },
  '403': { $ref: '#/components/responses/Forbidden' },
};
const validation = { '422': { $ref: '#/components/responses/ValidationFailed' } };

function permission(decl: ResourceDeclaration, action: keyof ResourceDeclaration['access']) {
  const p = decl.access[action];
  return p === undefined ? undefined : { 'x-permission': p };
}

/**
 * The calls of an API-only resource (declared by the page that uses it): one record read,
 * updated and maybe deleted, under the permission of that page.
 */
function apiOnlyPaths(use: ApiResourceUse, schemaName: string): [string, Json] {
  const { api } = use;
  const endpoint = api.endpoint ?? api.name;
  const page = 'screen' in use.usedBy ? `screen ${use.usedBy.screen}` : `page ${use.usedBy.resource}.${use.usedBy.page}`;
  const common = { tags: ['api-only'], 'x-permission': use.permission, 'x-used-by': page };
  const parameters = api.id ? [] : [{ name: 'id', in: 'path', required: true, schema: { type: ['integer', 'string'] } }];
  const calls = api.calls ?? ['getOne', 'update'];
  const item: Json = {};
  const what = api.description ?? api.name;
  if (calls.includes('getOne'))
    item.get = {
      summary: `Read ${what}`,
      ...common,
      parameters,
      responses: {
        '200': { description: 'The record', ...jsonBody(ref(schemaName)) },
        '404': { $ref: '#/components/responses/NotFound' },
        ...errors,
      },
    };
  if (calls.includes('update'))
    item.put = {
      summary: `Save ${what}`,
      ...common,
      parameters,
      requestBody: jsonBody(ref(schemaName)),
      responses: { '200': { description: 'The record as saved', ...jsonBody(ref(schemaName)) }, ...errors, ...validation },
    };
  if (calls.includes('delete'))
    item.delete = {
      summary: `Reset ${what}`,
      ...common,
      parameters,
      responses: { '200': { description: 'The removed record', ...jsonBody(ref(schemaName)) }, ...errors },
    };
  return [api.id ? `/${endpoint}/${api.id}` : `/${endpoint}/{id}`, item];
}

/** A record's schema is named in the singular: `coupons` → `Coupon`, `cities` → `City`. */
const singular = (name: string) => name.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

const pascal = (name: string) => name.replace(/(^|[_-])(\w)/g, (_m, _u, c: string) => c.toUpperCase());

/** `screens` adds the API-only resources the screens declare (the resources' pages add theirs). */
export function buildOpenApi(declarations: readonly ResourceDeclaration[], screens: readonly ScreenDeclaration[] = []): Json {
  const paths: Json = {};
  /** The paths of records: their writes are conditional on the record's version. */
  const records: string[] = [];
  const schemas: Json = {
    Error: {
      type: 'object',
      properties: {
        message: { type: 'string', description: 'Shown to the operator as is, in the request language.' },
        errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
    },
  };

  for (const decl of [...declarations].sort((a, b) => a.endpoint.localeCompare(b.endpoint))) {
    const schemaName = pascal(singular(decl.name));
    schemas[schemaName] = recordSchema(decl);
    const list: Json = {};
    if ('list' in decl.access) {
      list.get = {
        summary: `List ${decl.name}`,
        tags: [decl.name],
        ...permission(decl, 'list'),
        parameters: [
          {
            name: 'sort',
            in: 'query',
            schema: { type: 'string' },
            example: JSON.stringify([decl.defaultSort?.field ?? 'id', decl.defaultSort?.order ?? 'ASC']),
          },
          { name: 'range', in: 'query', schema: { type: 'string' }, example: '[0,24]' },
          {
            name: 'filter',
            in: 'query',
            schema: { type: 'string' },
            example: decl.parent ? JSON.stringify({ [decl.parent.source]: '…' }) : '{"q":"…"}',
            description: '`q` searches text; `id` takes a list (getMany); other keys filter by field.',
          },
          {
            name: 'is_export',
            in: 'query',
            schema: { type: 'integer', enum: [1] },
            description: 'With 1: every matching row, unpaginated, as `{data: [rows]}` (export).',
          },
        ],
        responses: {
          '200': {
            description: 'One page of records; with is_export=1, `{data: [rows]}`.',
            headers: { 'Content-Range': { schema: { type: 'string' }, example: `${decl.endpoint} 0-24/319` } },
            ...jsonBody({
              oneOf: [
                { type: 'array', items: ref(schemaName) },
                { type: 'object', properties: { data: { type: 'array', items: ref(schemaName) } } },
              ],
            }),
          },
          ...errors,
        },
      };
    }
    if ('create' in decl.access) {
      list.post = {
        summary: `Create a ${decl.name} record`,
        tags: [decl.name],
        ...permission(decl, 'create'),
        requestBody: jsonBody(ref(schemaName)),
        responses: { '201': { description: 'Created', ...jsonBody(ref(schemaName)) }, ...errors, ...validation },
      };
    }
    const bulkFilter = { name: 'filter', in: 'query', required: true, schema: { type: 'string' }, example: '{"id":[1,2,3]}' };
    if ('edit' in decl.access) {
      list.put = {
        summary: `Update several ${decl.name} records in ONE request`,
        tags: [decl.name],
        ...permission(decl, 'edit'),
        parameters: [bulkFilter],
        requestBody: jsonBody({ type: 'object' }),
        responses: {
          '200': { description: 'The ids changed', ...jsonBody({ type: 'array', items: { type: ['integer', 'string'] } }) },
          ...errors,
        },
      };
    }
    if ('delete' in decl.access) {
      list.delete = {
        summary: `Delete several ${decl.name} records in ONE request`,
        tags: [decl.name],
        ...permission(decl, 'delete'),
        parameters: [bulkFilter],
        responses: {
          '200': { description: 'The ids deleted', ...jsonBody({ type: 'array', items: { type: ['integer', 'string'] } }) },
          ...errors,
        },
      };
    }
    paths[`/${decl.endpoint}`] = list;

    const item: Json = {};
    const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: ['integer', 'string'] } }];
    item.get = {
      summary: `One ${decl.name} record`,
      tags: [decl.name],
      ...permission(decl, 'edit' in decl.access ? 'edit' : 'list'),
      parameters: idParam,
      responses: {
        '200': { description: 'The record', ...jsonBody(ref(schemaName)) },
        '404': { $ref: '#/components/responses/NotFound' },
        ...errors,
      },
    };
    if ('edit' in decl.access || decl.actions?.length) {
      const actionNote = decl.actions?.length
        ? ` Record actions send only what they set: ${decl.actions.map((a) => `${a.name} → ${JSON.stringify(a.set)}${a.when ? ` when ${JSON.stringify(a.when)}` : ''} (${a.permission ?? 'no permission'})`).join('; ')}.`
        : '';
      item.put = {
        description: `Update a ${decl.name} record.${actionNote}`,
        summary: `Update a ${decl.name} record`,
        tags: [decl.name],
        ...('edit' in decl.access ? permission(decl, 'edit') : {}),
        parameters: idParam,
        requestBody: jsonBody(ref(schemaName)),
        responses: { '200': { description: 'The record as saved', ...jsonBody(ref(schemaName)) }, ...errors, ...validation },
      };
    }
    if ('delete' in decl.access) {
      item.delete = {
        summary: `Delete a ${decl.name} record`,
        tags: [decl.name],
        ...permission(decl, 'delete'),
        parameters: idParam,
        responses: { '200': { description: 'The deleted record', ...jsonBody(ref(schemaName)) }, ...errors },
      };
    }
    paths[`/${decl.endpoint}/{id}`] = item;
    records.push(`/${decl.endpoint}`, `/${decl.endpoint}/{id}`);
  }

  for (const use of apiResourcesOf(declarations, screens).sort((a, b) => a.api.name.localeCompare(b.api.name))) {
    const schemaName = pascal(use.api.name);
    schemas[schemaName] = use.api.fields ? recordSchema({ fields: use.api.fields }) : { type: 'object', description: use.api.description };
    const [path, item] = apiOnlyPaths(use, schemaName);
    paths[path] = item;
    records.push(path);
  }

  paths['/login'] = {
    post: {
      summary: 'Sign in, or sign up (SPEC §4: register also posts here)',
      security: [],
      requestBody: jsonBody({
        type: 'object',
        properties: {
          email: { type: 'string' },
          password: { type: 'string' },
          username: { type: 'string' },
          full_name: { type: 'string' },
          password_confirmation: { type: 'string' },
          terms: { type: 'boolean' },
        },
      }),
      responses: {
        '200': {
          description: 'Signed in',
          ...jsonBody({
            type: 'object',
            required: ['access_token', 'permission'],
            properties: {
              access_token: { type: 'string' },
              permission: {
                oneOf: [
                  { type: 'string', description: 'comma-separated' },
                  { type: 'array', items: { type: 'string' } },
                ],
              },
            },
          }),
        },
        ...validation,
      },
    },
  };
  paths['/password'] = {
    put: {
      summary: 'Change the password',
      requestBody: jsonBody({ type: 'object', properties: { password: { type: 'string' }, password_confirmation: { type: 'string' } } }),
      responses: { '200': { description: 'Changed' }, ...errors, ...validation },
    },
  };
  paths['/getUserPersonal'] = {
    get: {
      summary: 'The personal profile',
      responses: {
        '200': {
          description: 'Profile',
          ...jsonBody({
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: Object.fromEntries(
                  ['id', 'image', 'first_name', 'last_name', 'company_name', 'job', 'email', 'phone', 'company_site'].map((k) => [
                    k,
                    { type: 'string' },
                  ]),
                ),
              },
            },
          }),
        },
        ...errors,
      },
    },
  };
  paths['/updateUserPersonal'] = {
    put: {
      summary: "Save the profile photo (not in SPEC §7: this project's extension)",
      requestBody: jsonBody({
        type: 'object',
        required: ['image'],
        properties: {
          image: {
            type: 'object',
            description: "The upload call's answer",
            properties: Object.fromEntries(['path', 'name', 'pathDB', 'upload_date_time'].map((k) => [k, { type: 'string' }])),
          },
        },
      }),
      responses: {
        '200': {
          description: 'The profile, as getUserPersonal gives it',
          ...jsonBody({ type: 'object', properties: { data: { type: 'object' } } }),
        },
        ...validation,
        ...errors,
      },
    },
  };
  paths['/uploads/upload-file'] = {
    post: {
      summary: 'Upload a file (may be prefixed by a startLink)',
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' }, upload: { type: 'string', description: 'the kind label' } },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'Stored',
          ...jsonBody({
            type: 'object',
            properties: {
              path: { type: 'string' },
              name: { type: 'string' },
              pathDB: { type: 'string' },
              upload_date_time: { type: 'string' },
            },
          }),
        },
        ...errors,
        ...validation,
      },
    },
  };
  paths['/quick_search.php'] = {
    get: {
      summary: 'Quick search',
      parameters: [{ name: 'query', in: 'query', required: true, schema: { type: 'string', minLength: 2 } }],
      responses: {
        '200': {
          description: 'An HTML fragment; the app sanitises it before showing it',
          content: { 'text/html': { schema: { type: 'string' } } },
        },
      },
    },
  };
  paths['/notifications/list'] = {
    get: {
      summary: 'Notifications',
      responses: {
        '200': { description: 'List', ...jsonBody({ type: 'object', properties: { data: { type: 'array', items: { type: 'object' } } } }) },
        ...errors,
      },
    },
  };
  paths['/notifications/get_not_read_count'] = {
    get: {
      summary: 'Unread notifications',
      responses: {
        '200': { description: 'Count', ...jsonBody({ type: 'object', properties: { count: { type: 'integer' } } }) },
        ...errors,
      },
    },
  };

  // Every POST carries an Idempotency-Key (one per submission, the same on its retry: docs/decisions.md "Write lock").
  for (const item of Object.values(paths) as Json[]) {
    const post = item.post as Json | undefined;
    if (post) post.parameters = [...((post.parameters as unknown[]) ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
  }

  // A write on one record carries If-Match when the record has a version: 412 when it moved on,
  // 404 when it is gone (docs/api-contract.md "Versions"). A bulk write checks it for ONE id.
  for (const path of records) {
    const item = paths[path] as Json;
    for (const method of ['put', 'delete'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      op.parameters = [...((op.parameters as unknown[]) ?? []), { $ref: '#/components/parameters/IfMatch' }];
      op.responses = {
        ...(op.responses as Json),
        '404': { $ref: '#/components/responses/NotFound' },
        '412': { $ref: '#/components/responses/PreconditionFailed' },
      };
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Back-office API contract',
      version: '1',
      description:
        'What the back-office sends and expects. Generated from resources/*.ts; do not edit by hand (run `npx vitest run tests/unit/openapi.test.ts -u`).',
    },
    servers: [{ url: '{apiUrl}', variables: { apiUrl: { default: '/api' } } }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The access_token from POST /login, stored as id_token.' },
      },
      parameters: {
        AcceptLanguage: { name: 'Accept-Language', in: 'header', required: true, schema: { type: 'string', enum: ['ar', 'en', 'es'] } },
        IfMatch: {
          name: 'If-Match',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          example: '"3"',
          description:
            'The version (else `updated_at`) of the record as the operator opened it, quoted; absent when the record has neither. On a bulk write, sent only when it names one record. A server whose record has another version answers 412 and changes nothing.',
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          schema: { type: 'string', format: 'uuid' },
          description: 'One per submission, the same on its retry; a server should answer a repeated key with the stored answer.',
        },
      },
      responses: {
        Unauthenticated: {
          description: 'No or expired token: the app ends the session and shows a sign-in dialog over the screen; nothing typed is lost',
          ...jsonBody(ref('Error')),
        },
        Forbidden: {
          description: 'Not allowed: the screen says so with the message sent; session and input are kept',
          ...jsonBody(ref('Error')),
        },
        NotFound: { description: 'No such record', ...jsonBody(ref('Error')) },
        PreconditionFailed: {
          description:
            'The record moved on since the version in If-Match: nothing changed. The app shows the operator both values of each differing field and saves their choice with the current version.',
          ...jsonBody({
            type: 'object',
            required: ['message', 'current'],
            properties: {
              message: { type: 'string', description: 'Shown to the operator as is, in the request language.' },
              current: { type: 'object', description: 'The record as it is now, as a read answers it (with its new version).' },
            },
          }),
        },
        ValidationFailed: {
          description: 'The first message of each field shows under its input; the form keeps its values',
          ...jsonBody(ref('Error')),
        },
      },
      schemas,
    },
  };
}
