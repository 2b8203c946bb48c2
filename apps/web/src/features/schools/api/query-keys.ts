import { unitQueryKeys } from '@/lib/api/query-keys.ts';

// The school units screen's query keys (the list of units, and per unit what the tabs show) and the
// synchronisation screen's overview of every unit.
export const schoolQueryKeys = {
  all: unitQueryKeys.schools,
  units: ['schools', 'units'] as const,
  synchronizations: ['schools', 'synchronizations'] as const,
  info: (locationId: number) => ['schools', 'unit', locationId, 'info'] as const,
  specialRoles: (locationId: number) => ['schools', 'unit', locationId, 'special-roles'] as const,
  syncEntries: (locationId: number) => ['schools', 'unit', locationId, 'sync-entries'] as const,
  exportFiles: (system: string, locationId: number) =>
    ['schools', 'unit', locationId, 'export-files', system] as const,
  rawRecords: (system: string, locationId: number, type: string) =>
    ['schools', 'unit', locationId, 'raw-records', system, type] as const,
} as const;
