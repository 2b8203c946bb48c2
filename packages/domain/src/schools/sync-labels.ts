// Spec part 2, 9: the Swedish names of the synchronisation jobs, 'adela_import_persons' being
// 'Synkronisera personer'. Every system's import has the same steps (synchronizations.ts): reading a
// file into the queue ('Skapa kö för att ...'), then writing the persons and the groups. A type
// outside these is shown as it is.

const STEP_LABELS: Readonly<Record<string, string>> = {
  import_persons: 'Synkronisera personer',
  import_groups: 'Synkronisera grupper',
  queue_persons: 'Skapa kö för att synkronisera personer',
  queue_students: 'Skapa kö för att synkronisera elever',
  queue_parents: 'Skapa kö för att synkronisera vårdnadshavare',
  queue_teachers: 'Skapa kö för att synkronisera lärare',
  queue_groups: 'Skapa kö för att synkronisera grupper',
};

const JOB_TYPE = /^(schoolsoft|adela|online)_([a-z_]+)$/;

/** The Swedish name of a sync entry's job type, or the type itself when it has none. */
export function syncJobLabel(type: string): string {
  const step = JOB_TYPE.exec(type)?.[2];
  return step !== undefined && Object.hasOwn(STEP_LABELS, step) ? (STEP_LABELS[step] ?? type) : type;
}
