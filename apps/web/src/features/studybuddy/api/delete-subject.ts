import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { forgetSubject } from './query-keys.ts';

/** POST /api/cbot/subject/delete/{id} */
export function deleteSubject(subjectId: number): Promise<unknown> {
  return api.post(`/api/cbot/subject/delete/${subjectId}`);
}

export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subjectId: number) => deleteSubject(subjectId),
    onSuccess: (_answer, subjectId) => forgetSubject(queryClient, subjectId),
  });
}
