import type { TDatabaseEdit } from '@kansli/domain/superadmin/database';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type DatabaseEdit = TDatabaseEdit;

/** POST /api/select/{table}/edit: an edited cell, logged by the server and never stored (spec 5). */
export function logDatabaseEdit(table: string, edit: DatabaseEdit): Promise<{ logged: true }> {
  return api.post<{ logged: true }>(`/api/select/${encodeURIComponent(table)}/edit`, edit);
}

export function useLogDatabaseEdit(table: string) {
  return useMutation({ mutationFn: (edit: DatabaseEdit) => logDatabaseEdit(table, edit) });
}
