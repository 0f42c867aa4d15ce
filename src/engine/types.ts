import type { ComponentType } from 'react';
import type { IconName } from './icons';

/**
 * The resource file (DESIGN "The resource file"): one typed, JSX-free declaration per entity
 * in `resources/NAME.ts`, from which the engine builds routes, guard, menu entry, list,
 * create, edit and details views, filters, export columns and the demo data shape.
 */

/**
 * A menu section, by name (label `app.menu.groups.<name>`). The sections and their order are
 * the app's (resources/shared/menu.ts), handed to the catalogue; the engine knows none of them.
 */
export type MenuGroup = string;

/** A menu section the app offers, in menu order. */
export interface MenuGroupDeclaration {
  name: MenuGroup;
  icon: IconName;
}

/** The screens a resource may have; each one that is declared gets a route. */
export type ViewName = 'list' | 'create' | 'edit' | 'details';
/** What `canAccess` is asked about a resource: its views, plus actions without a screen. */
export type ResourceAction = ViewName | 'delete';

/**
 * Where a field shows. Defaults: list, form, details and export on; filter off.
 * `form: 'create'` shows the input only when creating (a password, say).
 */
export interface Placement {
  list?: boolean;
  form?: boolean | 'create' | 'edit';
  details?: boolean;
  /** `'alwaysOn'` keeps the filter visible instead of behind "Add filter". */
  filter?: boolean | 'alwaysOn';
  export?: boolean;
  sortable?: boolean;
}

/** What every field declaration has, whatever its kind. */
export interface FieldBase extends Placement {
  /** The record property; also the label key `resources.<name>.fields.<source>`. */
  source: string;
  required?: boolean;
  /** The server refuses a second record with the same value (the demo API enforces it). */
  unique?: boolean;
  /** Takes the whole row of the form. */
  fullWidth?: boolean;
  /**
   * A format hint under the input, `resources.<name>.help.<source>` (a subdomain's letters, a
   * list of codes). Kinds with a format of their own (phone, email, money, dates…) give theirs
   * without it; a field's own hint replaces the kind's.
   */
  help?: boolean;
}

/**
 * A titled group of a large form and of its details page (`resources.<name>.sections.<name>`),
 * in the order of the work. When a resource declares sections, every field shown in its form
 * or details page belongs to exactly one of them (the declaration check says which does not).
 */
export interface SectionDeclaration {
  name: string;
  /** The sources of its fields, in the order they show. */
  fields: readonly string[];
}

/**
 * The declaration interface of every field kind, by kind name. The engine declares it empty;
 * each kind module (`src/fields/kinds/*`) adds its own entry by module augmentation:
 *
 *     declare module '../../engine/types' {
 *       interface FieldKindDeclarations { money: MoneyFieldDeclaration }
 *     }
 *
 * so adding a kind is adding one module (and registering its definition, src/fields/index.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FieldKindDeclarations {}

/** A field of a resource: the union of every kind's declaration. */
export type FieldDeclaration = FieldKindDeclarations[keyof FieldKindDeclarations];

export type FieldKind = keyof FieldKindDeclarations;

/** The declaration of one kind, e.g. `DeclarationOf<'money'>`. */
export type DeclarationOf<K extends FieldKind> = FieldKindDeclarations[K];

/**
 * A nested resource lives under one record of its parent, e.g. cities under a country's
 * `code2`: `/settings/cities/:code2`.
 */
export interface ParentDeclaration {
  resource: string;
  /** The route parameter, e.g. `code2`. */
  param: string;
  /** The parent record property the parameter holds (default: the same name). */
  parentSource?: string;
  /** The child record property that points at the parent, used as a permanent filter. */
  source: string;
}

export interface MenuDeclaration {
  group: MenuGroup;
  icon: IconName;
  order?: number;
  /** A count next to the entry, e.g. requests waiting for an operator: see `MenuBadgeDeclaration`. */
  badge?: MenuBadgeDeclaration;
}

/**
 * A count badge on a resource's menu entry: the number of records matching `filter` (ONE
 * `getList` with `perPage: 1`, reading `total`), asked only when the operator may open the
 * list, every minute like the notifications count and after a write to the resource. Hidden
 * at 0. Its accessible text is `app.menu.badges.<label>` ("3 pending"), plural by `smart_count`.
 */
export interface MenuBadgeDeclaration {
  /** The records counted, as a list filter: `{ status: 'pending' }`, `{ status: ['unpaid', 'overdue'] }`. */
  filter: Readonly<Record<string, unknown>>;
  /** What is counted, the key `app.menu.badges.<label>` (the declaration check asks for it). */
  label: string;
}

/** A screen loaded on first use; it receives its resource's declaration. */
export type ScreenLoader = () => Promise<{ default: ComponentType<{ decl: ResourceDeclaration }> }>;

/**
 * A screen of a resource beyond CRUD (a plan's print settings, a company's permissions…).
 * Its label is `resources.<resource>.pages.<name>`; `canAccess` is asked `page:<name>`.
 */
export interface ResourcePageDeclaration {
  name: string;
  /** The route template from SPEC §2, e.g. `/subscription/plans/code-settings/:plan_id`. */
  path: string;
  permission: string | null;
  load: ScreenLoader;
  /**
   * Offer it as a button on each row and on the details page, filling each route parameter
   * from a record property: `{ plan_id: 'id' }`.
   */
  link?: Readonly<Record<string, string>>;
  /**
   * Where the link is offered: `'details'` (the record's details page), `'row'` (each list
   * row) or `'both'`. Default: `'details'` when the resource has a details screen (rows stay
   * light), else `'both'` (the row is the only place to offer it).
   */
  placement?: PageLinkPlacement;
  icon?: IconName;
  /** The API-only resources this page reads and writes (see `ApiResourceDeclaration`). */
  api?: readonly ApiResourceDeclaration[];
}

/**
 * An API-only resource: an endpoint a page reads and writes with the data provider (say
 * react-admin's `<Edit resource="plan-print-settings">`), with no route, list or menu entry of
 * its own. It is declared on the page or screen that uses it (`api: [...]`) and answers
 * `canAccess`, whatever the action, with that page's permission, so react-admin's own check
 * agrees with the route guard. It is in the OpenAPI document (`GET|PUT <endpoint>/{id}`).
 */
export interface ApiResourceDeclaration {
  /** The data provider's resource name, unique among resources, screens and API resources. */
  name: string;
  /** The endpoint below the API URL (default: the name). */
  endpoint?: string;
  /** One fixed record, `<endpoint>/<id>` (a settings form); without it, any id. */
  id?: string;
  /** The calls the page makes, for the OpenAPI document (default: read and update). */
  calls?: readonly ('getOne' | 'update' | 'delete')[];
  /** The record's fields, when they are declared (else documented as an object). */
  fields?: readonly FieldDeclaration[];
  /** What the record is, for the OpenAPI document. */
  description?: string;
}

export type PageLinkPlacement = 'row' | 'details' | 'both';

/**
 * A one-click change of a record — approve, reject, mark paid — sent as ONE update after a
 * confirmation. Label `resources.<resource>.actions.<name>`, question
 * `resources.<resource>.actions.<name>_confirm`; `canAccess` is asked `action:<name>`.
 */
export interface RecordActionDeclaration {
  name: string;
  permission: string | null;
  /** The properties the update sets. */
  set: Readonly<Record<string, unknown>>;
  /** Offered only to records whose properties hold one of these values. */
  when?: Readonly<Record<string, readonly unknown[]>>;
  icon?: IconName;
  color?: 'primary' | 'success' | 'error' | 'warning';
}

/**
 * A screen that is not a resource (admin account settings, reports…). Its title is
 * `screens.<name>.title`; `canAccess` is asked `{resource: name, action: 'access'}`.
 */
export interface ScreenDeclaration {
  name: string;
  path: string;
  permission: string | null;
  load: () => Promise<{ default: ComponentType }>;
  menu?: MenuDeclaration;
  /** The API-only resources this screen reads and writes (see `ApiResourceDeclaration`). */
  api?: readonly ApiResourceDeclaration[];
}

export interface ResourceDeclaration {
  /** react-admin's resource name; also the i18n key `resources.<name>`. */
  name: string;
  /** The SPEC §2 URL of the list, without parameters, e.g. `/settings/cities`. */
  base: string;
  /** The API endpoint below the base URL (DESIGN "API contract"). */
  endpoint: string;
  /**
   * The screens and actions this resource has, each with the permission SPEC §2 gives its
   * route (`null`: no permission needed). An absent key means no such screen or action.
   */
  access: Partial<Record<ResourceAction, string | null>>;
  /** Route templates that differ from the defaults (`base`, `base/create`, …). */
  routes?: Partial<Record<ViewName, string>>;
  parent?: ParentDeclaration;
  menu?: MenuDeclaration;
  fields: readonly FieldDeclaration[];
  /** Titled groups of the form and details page, in order (see `SectionDeclaration`). */
  sections?: readonly SectionDeclaration[];
  /** The property that names a record in titles and confirmations (`'{locale}'`: name_ar/name_en). */
  recordTitle: string;
  /**
   * The boolean field that marks a record as a draft (SPEC §5 "Do you want make it as draft?").
   * Leaving a form whose record is valid but unsaved offers to save it as a draft; the form's
   * own Save publishes it (the field set to false). See `LeaveGuard`.
   */
  draft?: string;
  /** A readable name where records are listed outside their own list (the cart panel): see `RecordLabelDeclaration`. */
  recordLabel?: RecordLabelDeclaration;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Resources nested under this one, shown as row buttons in its list. */
  children?: readonly string[];
  /** A free-text search box (`q`) above the list; on unless set to false. */
  search?: boolean;
  /** Rows per page; the default is 25. */
  perPage?: number;
  /** Screens that replace the generic ones for this resource (a company's details page…). */
  views?: Partial<Record<ViewName, ScreenLoader>>;
  /** Screens beyond CRUD, at their own SPEC §2 URLs. */
  pages?: readonly ResourcePageDeclaration[];
  /** One-click changes of a record, offered on its row and its details page. */
  actions?: readonly RecordActionDeclaration[];
  /** Fixed list filter, e.g. only expired subscriptions (sent with every list request). */
  filter?: Readonly<Record<string, unknown>>;
  /**
   * The list's export button (SPEC §1, §4): on unless set to false. The columns offered are
   * the fields whose `export` placement is on.
   */
  export?: boolean | ExportDeclaration;
  /**
   * The list's import from a spreadsheet (.xlsx, .xls, .csv; docs/widgets.md "Import"): offered
   * to whoever may create a record, unless set to false. Each row is checked by the create form's
   * own rules and sent as one create.
   */
  import?: boolean | ImportDeclaration;
}

export interface ImportDeclaration {
  /**
   * The fields a file may fill (default: every field of the create form whose kind a cell can
   * hold; files, images, matrices and rows never).
   */
  fields?: readonly string[];
}

/**
 * A record's readable name built from several of its properties, for a resource whose
 * `recordTitle` alone says little (an id). The message is `resources.<name>.record_label`,
 * filled with the record's properties (`%{days_number}`). `references` replaces a reference
 * field's id by a property of the referenced record, `{ company_id: 'business_name' }` (one
 * `getMany` per reference; the id stays when the operator may not read it). `count` names the
 * property that picks the plural form (`smart_count`).
 */
export interface RecordLabelDeclaration {
  references?: Readonly<Record<string, string>>;
  count?: string;
}

export type ExportFormat = 'xls' | 'xlsx' | 'pdf';

export interface ExportDeclaration {
  /** The formats offered, in this order (default all three). */
  formats?: readonly ExportFormat[];
  /** The suggested file name without extension (default: the list's title). */
  fileName?: string;
}

/** Typed identity, so a resource file gets checking and completion without annotations. */
export function defineResource<const T extends ResourceDeclaration>(declaration: T): T {
  return declaration;
}
