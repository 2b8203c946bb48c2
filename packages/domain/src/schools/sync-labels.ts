// Spec part 2, 9: the Swedish names of the synchronisation jobs. The spec shows only these; a job
// without a name here is shown by its type.

const SYNC_JOB_LABELS: Readonly<Record<string, string>> = {
  adela_import_persons: 'Synkronisera personer',
  adela_import_groups: 'Synkronisera grupper',
};

/** The Swedish name of a sync entry's job type, or the type itself when it has none. */
export function syncJobLabel(type: string): string {
  return Object.hasOwn(SYNC_JOB_LABELS, type) ? (SYNC_JOB_LABELS[type] ?? type) : type;
}
