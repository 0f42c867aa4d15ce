/**
 * A permission vocabulary: `entity.action` strings, in the order they are offered. The kinds
 * own no list (the engine and the kinds know no domain): a permissions field carries its own
 * (`resources/shared/permissions.ts` holds SPEC §6's), so the matrix, the view, the export
 * and the server's check all read the same one.
 */
export interface PermissionVocabulary {
  /** Every offered string, in reading order. */
  permissions: readonly string[];
  /** The matrix columns in reading order (default: in order of first appearance). */
  actions?: readonly string[];
}

const split = (p: string): [string, string] => {
  const dot = p.lastIndexOf('.');
  return [p.slice(0, dot), p.slice(dot + 1)];
};

/** The rows of the matrix: each entity once, in the order the list first names it. */
export const entitiesOf = (v: PermissionVocabulary): string[] => [...new Set(v.permissions.map((p) => split(p)[0]))];

/** The columns of the matrix. */
export const actionsOf = (v: PermissionVocabulary): readonly string[] => v.actions ?? [...new Set(v.permissions.map((p) => split(p)[1]))];

export const isPermissionOf = (v: PermissionVocabulary, value: unknown): value is string =>
  typeof value === 'string' && v.permissions.includes(value);

/** `entity.action`, or undefined when the vocabulary has no such permission (the matrix shows no box). */
export function permissionOf(v: PermissionVocabulary, entity: string, action: string): string | undefined {
  const p = `${entity}.${action}`;
  return v.permissions.includes(p) ? p : undefined;
}

/** A chosen set as the stored value: the known strings only, in the vocabulary's order, each once. */
export function normalisePermissions(v: PermissionVocabulary, values: Iterable<unknown>): string[] {
  const chosen = new Set(values);
  return v.permissions.filter((p) => chosen.has(p));
}

/** Granted permissions grouped by entity, for reading (details page, export). */
export function groupPermissions(v: PermissionVocabulary, values: readonly unknown[]): { entity: string; actions: string[] }[] {
  const chosen = new Set(normalisePermissions(v, values));
  return entitiesOf(v)
    .map((entity) => ({ entity, actions: actionsOf(v).filter((a) => chosen.has(`${entity}.${a}`)) }))
    .filter((g) => g.actions.length > 0);
}

/** Message key prefixes of a matrix's words (`<entities>.<entity>`, `<actions>.<action>`; `heading`: a key). */
export interface PermissionLabelKeys {
  entities: string;
  actions: string;
  heading?: string;
  /** An entity without its own label that is a resource's name is named by the resource's title. */
  resourceTitles?: boolean;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const ROLE_LABEL_KEYS: PermissionLabelKeys = {
  entities: 'app.permissions.entities',
  actions: 'app.permissions.actions',
  resourceTitles: true,
};

/** An entity's row label: its own message, else (role permissions) its resource's title, else the entity. */
export function entityLabel(translate: Translate, entity: string, labelKeys: PermissionLabelKeys = ROLE_LABEL_KEYS): string {
  const fallback = labelKeys.resourceTitles ? translate(`resources.${entity}.name`, { _: entity }) : entity;
  return translate(`${labelKeys.entities}.${entity}`, { _: fallback });
}
