import type { TSearchAnswer } from '@kansli/domain/studybuddy/subjects';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { searchPassages, searchSubjects } from './repository.ts';

// GET /api/cbot/search: what the AI chatbot asks. The subjects whose name, category, text or attached
// files' text match the words (PostgreSQL full-text search, Swedish stemming: 'växterna' finds 'växt'),
// best first, each with the passages that matched.

export async function searchSubjectsForBot(
  ctx: RequestContext,
  query: string,
  limit: number,
): Promise<TSearchAnswer> {
  await requireFlag(ctx, 'studybuddy', 'ACCESS');
  const rows = await searchSubjects(ctx.db, query, limit);
  const passages = await searchPassages(
    ctx.db,
    query,
    rows.map((row) => row.id),
  );
  return {
    query,
    hits: rows.map((row) => ({
      ...row,
      passages: passages
        .filter((passage) => passage.subject_id === row.id)
        .map(({ source, text }) => ({ source, text })),
    })),
  };
}
