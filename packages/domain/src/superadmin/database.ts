import { z } from 'zod';
import { ZId } from '../http/id.ts';

// The superadmin's database browser (spec part 2, 2 'Databas', 3 'Database catalogue', 7 'Superadmin'):
// a fixed catalogue of the tables and columns staff may read, the page and filter of a browse, and the
// cell edit, which is only logged (spec 5).

/** Spec part 2, 9: the browser's page size, and the most rows one request answers. */
export const DATABASE_PAGE_SIZE = 100;
/** The furthest a page may start: paging by offset reads every row before it. */
export const MAX_DATABASE_OFFSET = 1_000_000;
export const MAX_FILTER_COLUMNS = 20;
export const MAX_FILTER_TEXT = 200;

export const ZColumnReference = z.object({ table: z.string(), column: z.string() });

export const ZDatabaseColumn = z.object({
  name: z.string(),
  editable: z.boolean(),
  references: ZColumnReference.optional(),
});
export type TDatabaseColumn = z.infer<typeof ZDatabaseColumn>;

/** A table of the catalogue; `key` is its primary key, by which its rows are ordered. */
export const ZDatabaseTable = z.object({
  name: z.string(),
  key: z.array(z.string()),
  columns: z.array(ZDatabaseColumn),
});
export const ZDatabaseTables = z.array(ZDatabaseTable);
export type TDatabaseTable = z.infer<typeof ZDatabaseTable>;

type ColumnSpec = string | { name: string; editable?: true; references?: string };

/** `'persons.id'` → the column it names. */
const ref = (name: string, target: string): ColumnSpec => ({ name, references: target });
const editable = (name: string): ColumnSpec => ({ name, editable: true });

function table(name: string, columns: ColumnSpec[], key: string[] = ['id']): TDatabaseTable {
  return {
    name,
    key,
    columns: columns.map((spec) => {
      if (typeof spec === 'string') return { name: spec, editable: false };
      const [refTable = '', refColumn = ''] = spec.references?.split('.') ?? [];
      return {
        name: spec.name,
        editable: spec.editable ?? false,
        ...(spec.references ? { references: { table: refTable, column: refColumn } } : {}),
      };
    }),
  };
}

/**
 * The tables staff may browse, with the columns they see. Left out, because they hold secrets or
 * mechanics rather than data: sessions, used ID tokens, idempotency keys, the integrations' sealed
 * secrets, the preschool overview's revision token, pg-boss's own tables; and the columns search_text
 * and sort_name (derived from the names), persons.avatar_image and chrome_devices.data (large blobs),
 * and the audit events' before and after bodies (they can quote anything written); and the study-buddy's
 * texts (subject_text, plain_text, extracted_text) and search vectors, which are long documents.
 */
export const DATABASE_CATALOGUE: readonly TDatabaseTable[] = [
  table('audit_events', [
    'id',
    'at',
    ref('actor_id', 'persons.id'),
    ref('ghost_as_id', 'persons.id'),
    'action',
    'entity',
    'entity_id',
  ]),
  table('auth_flags', ['id', ref('segment_id', 'auth_segments.id'), 'key', 'name', 'description', 'bit']),
  table('auth_segments', ['id', 'key', 'name', 'description', 'scope']),
  table(
    'chrome_devices',
    [
      'device_id',
      'serial_number',
      'model',
      'status',
      'org_unit_path',
      'mac_address',
      'os_version',
      'last_sync',
      'updated_at',
    ],
    ['device_id'],
  ),
  table(
    'chromebook_invoices',
    [
      'freshservice_id',
      ref('location_id', 'locations.id'),
      'serial_number',
      'category',
      'cost_ore',
      'requested_at',
      ref('student_id', 'persons.id'),
      ref('guardian_id', 'persons.id'),
      'fetched_at',
      'registered_at',
      ref('registered_by', 'persons.id'),
      'visma_customer_id',
      'visma_invoice_id',
      'visma_invoice_number',
      'visma_status',
      'status_checked_at',
      'chromedevice_status',
      'deprovisioned_at',
      'created_at',
      'updated_at',
    ],
    ['freshservice_id'],
  ),
  table('ended_person_roles', [
    'id',
    ref('person_id', 'persons.id'),
    ref('role_id', 'roles.id'),
    ref('location_id', 'locations.id'),
    'ended_at',
    'ended_by',
  ]),
  // context_id names a role or a person by `context`, so it is no foreign key.
  table('grants', [
    'id',
    'context',
    'context_id',
    ref('segment_id', 'auth_segments.id'),
    ref('location_id', 'locations.id'),
    'flags',
  ]),
  table('group_members', [
    'id',
    ref('group_id', 'groups.id'),
    ref('person_id', 'persons.id'),
    'role_name',
    'created_at',
    'deleted_at',
  ]),
  table('groups', [
    'id',
    ref('location_id', 'locations.id'),
    'name',
    'code',
    'start_date',
    'end_date',
    'active',
    'email',
    'type_name',
    'subject_name',
    'course_code',
    'campus_id',
    'system',
    'system_id',
    'created_at',
    'updated_at',
    'published_at',
  ]),
  table('locations', [
    'id',
    ref('parent_id', 'locations.id'),
    'name',
    'business_id',
    'cost_center',
    'extension',
    'ended_at',
    'created_at',
    'updated_at',
  ]),
  // The registered address may be edited in the grid (spec 3), which only logs the edit.
  table('person_addresses', [
    'id',
    ref('person_id', 'persons.id'),
    editable('street_address'),
    editable('postal_code'),
    editable('city'),
    editable('locality'),
    editable('country'),
    'updated_at',
  ]),
  table(
    'person_chrome_devices',
    [ref('person_id', 'persons.id'), ref('device_id', 'chrome_devices.device_id'), 'sort_order'],
    ['person_id', 'device_id'],
  ),
  table('person_emails', ['id', ref('person_id', 'persons.id'), 'email', 'type', 'system']),
  table(
    'person_guardians',
    [ref('person_id', 'persons.id'), ref('guardian_id', 'persons.id')],
    ['person_id', 'guardian_id'],
  ),
  table('person_phones', ['id', ref('person_id', 'persons.id'), 'number', 'type', 'system']),
  table('person_roles', [
    'id',
    ref('person_id', 'persons.id'),
    ref('role_id', 'roles.id'),
    ref('location_id', 'locations.id'),
  ]),
  // Staff administer civic numbers, so the browser shows them; only the names may be edited (spec 3).
  table('persons', [
    'id',
    editable('given_name'),
    editable('family_name'),
    'civic_number',
    'campus_id',
    'google_id',
    'is_employed',
    'created_at',
    'updated_at',
    'published_at',
  ]),
  table('preschool_care_periods', [
    'id',
    ref('child_id', 'preschool_children.id'),
    'start',
    'end',
    'commune',
    'department',
    'care_time',
    'cost_ore',
    'note',
    'deleted',
  ]),
  table(
    'preschool_child_guardians',
    [
      ref('child_id', 'preschool_children.id'),
      ref('guardian_id', 'preschool_guardians.id'),
      'percent',
      'sort_order',
    ],
    ['child_id', 'guardian_id'],
  ),
  table('preschool_children', [
    'id',
    ref('location_id', 'preschool_units.location_id'),
    'given_name',
    'family_name',
    'civic_number',
    'active',
    'note',
    'created_at',
    'updated_at',
  ]),
  table('preschool_departments', [
    'id',
    ref('location_id', 'preschool_units.location_id'),
    'name',
    'sort_order',
  ]),
  table('preschool_guardians', [
    'id',
    ref('location_id', 'preschool_units.location_id'),
    'given_name',
    'family_name',
    'email',
    'phone',
    'street_address',
    'postal_code',
    'city',
    'note',
    'visma_id',
    'created_at',
    'updated_at',
  ]),
  table('preschool_invoice_lines', [
    'id',
    ref('invoice_id', 'preschool_invoices.id'),
    'line_number',
    'quantity',
    'description',
    'cost_ore',
    'note',
  ]),
  table('preschool_invoices', [
    'id',
    ref('guardian_id', 'preschool_guardians.id'),
    ref('location_id', 'preschool_units.location_id'),
    'period',
    'name',
    'text',
    'reference',
    'cost_sum_ore',
    'currency',
    'upload_to_visma',
    'visma_invoice_id',
    'visma_invoice_uuid',
    'visma_status',
    'status_checked_at',
    'visma_reference',
    'upload_error',
    'upload_lease_until',
    'created_at',
  ]),
  table('preschool_units', [ref('location_id', 'locations.id'), 'communes'], ['location_id']),
  // item_id names a group or a person by the run's mode, so it is no foreign key.
  table('publish_run_items', [
    'id',
    ref('run_id', 'publish_runs.id'),
    'item_id',
    'name',
    'status',
    'message',
  ]),
  table('publish_runs', [
    'id',
    ref('location_id', 'locations.id'),
    'mode',
    'campus',
    'google',
    'status',
    ref('started_by', 'persons.id'),
    'created_at',
    'finished_at',
  ]),
  table('roles', ['id', 'name', 'description']),
  table('studybuddy_files', [
    'id',
    ref('subject_id', 'studybuddy_subjects.id'),
    'name',
    'content_type',
    'size',
    'extraction',
    ref('uploaded_by', 'persons.id'),
    'created_at',
  ]),
  table('studybuddy_subjects', [
    'id',
    'subject',
    'subcategory',
    ref('author_id', 'persons.id'),
    ref('updated_by', 'persons.id'),
    'created_at',
    'updated_at',
  ]),
  table('sync_entries', [
    'id',
    ref('location_id', 'locations.id'),
    'context',
    'type',
    'message',
    'status_code',
    'data',
    'created_at',
    'finished_at',
  ]),
  table('system_ids', ['id', ref('person_id', 'persons.id'), 'system', 'system_id', 'system_segment']),
];

const byName = new Map(DATABASE_CATALOGUE.map((entry) => [entry.name, entry]));

/** The catalogue's table of that name; undefined for any other name. */
export function catalogueTable(name: string): TDatabaseTable | undefined {
  return byName.get(name);
}

/** How a name typed by a client is quoted back in an error: escaped, and no longer than a line. */
export function quotedName(name: string): string {
  const quoted = JSON.stringify(name);
  return quoted.length > 60 ? `${quoted.slice(0, 57)}…"` : quoted;
}

const isText = (text: string) => !text.includes('\0') && text.isWellFormed();

/**
 * The filter of a browse: a JSON object of column to text (a number or a boolean counts as its text).
 * An empty text or null filters nothing and is dropped; texts with a NUL or a lone surrogate are
 * refused, since PostgreSQL cannot compare them. Whether the columns exist is the table's question.
 */
export const ZDatabaseFilter = z
  .string()
  .max(20_000)
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filter must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        'filter must be a JSON object',
      )
      .refine((value) => Object.keys(value).length <= MAX_FILTER_COLUMNS, {
        message: `filter may name at most ${MAX_FILTER_COLUMNS} columns`,
      })
      .refine((value) => Object.keys(value).every(isText), {
        message: 'a column name holds a character that is not allowed',
      })
      .pipe(
        z.record(
          z.string(),
          z
            .union([z.string(), z.number(), z.boolean(), z.null()], {
              error: 'a filter value must be a text',
            })
            .transform((value) => (value === null ? '' : String(value)))
            .pipe(
              z
                .string()
                .max(MAX_FILTER_TEXT, `a filter text may be at most ${MAX_FILTER_TEXT} characters`)
                .refine(isText, 'a filter text holds a character that is not allowed'),
            ),
        ),
      )
      .transform((filter) => Object.fromEntries(Object.entries(filter).filter(([, text]) => text !== ''))),
  );
export type TDatabaseFilter = Record<string, string>;

export const ZDatabaseTableParams = z.object({ table: z.string().max(100) });

/** GET /api/select/{table}/metadata?filter= */
export const ZDatabaseMetadataQuery = z.object({ filter: ZDatabaseFilter.optional() });

/** GET /api/select/{table}?offset=&limit=&filter= */
export const ZDatabaseRowsQuery = ZDatabaseMetadataQuery.extend({
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int()
    .min(0)
    .max(MAX_DATABASE_OFFSET)
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(DATABASE_PAGE_SIZE)
    .default(DATABASE_PAGE_SIZE),
});
export type TDatabaseRowsQuery = z.infer<typeof ZDatabaseRowsQuery>;

export const ZDatabaseRows = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });
export type TDatabaseRows = z.infer<typeof ZDatabaseRows>;

export const ZDatabaseKey = z.object({ column: z.string(), table: z.string(), referencedColumn: z.string() });
export const ZDatabaseMetadata = z.object({ count: z.number().int(), keys: z.array(ZDatabaseKey) });
export type TDatabaseMetadata = z.infer<typeof ZDatabaseMetadata>;

/** The table's foreign keys, as the metadata call answers them. */
export function foreignKeysOf(entry: TDatabaseTable): TDatabaseMetadata['keys'] {
  return entry.columns.flatMap((column) =>
    column.references
      ? [{ column: column.name, table: column.references.table, referencedColumn: column.references.column }]
      : [],
  );
}

/** POST /api/select/{table}/edit: a cell edit, only logged (spec 5); `value` is never stored. */
export const ZDatabaseEdit = z.object({
  id: ZId,
  column: z.string().max(100),
  value: z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
});
export type TDatabaseEdit = z.infer<typeof ZDatabaseEdit>;

export const ZDatabaseEditLogged = z.object({ logged: z.literal(true) });
