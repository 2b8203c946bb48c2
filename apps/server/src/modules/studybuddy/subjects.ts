import { SUBJECT_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type { TPersonInfo, TSubject, TSubjectFields, TSubjectFile } from '@kansli/domain/studybuddy/subjects';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { studybuddySubjects } from '../../db/schema/studybuddy.ts';
import { notFound } from '../../http/errors.ts';
import { filesOfSubject, findSubject, listSubjects, personNames, subjectExists } from './repository.ts';
import { removeStoredObjects, requireFiles } from './subject-files.ts';
import { plainTextOf, sanitizeSubjectHtml } from './subject-html.ts';

// The subjects of the study-buddy manager (spec part 2, 7 'Study-buddy'): listed, read, created,
// changed and deleted by a holder of studybuddy ACCESS.

const requireAccess = (ctx: RequestContext) => requireFlag(ctx, 'studybuddy', 'ACCESS');

/** The stored fields of a subject's data, its HTML sanitised. */
function fieldsOf(data: TSubjectFields) {
  const subjectText = sanitizeSubjectHtml(data.subject_text);
  return {
    subject: data.subject,
    subcategory: data.subcategory,
    subjectText,
    plainText: plainTextOf(subjectText),
  };
}

/** What the audit keeps of a subject: its name and category, and the text's length. */
const audited = (fields: { subject: string; subcategory: string; subjectText: string }) => ({
  subject: fields.subject,
  subcategory: fields.subcategory,
  textLength: fields.subjectText.length,
});

export async function allSubjects(ctx: RequestContext): Promise<TSubject[]> {
  await requireAccess(ctx);
  return listSubjects(ctx.db);
}

export async function subjectById(ctx: RequestContext, id: number): Promise<TSubject> {
  await requireAccess(ctx);
  const subject = await findSubject(ctx.db, id);
  if (!subject) throw notFound(SUBJECT_NOT_FOUND_MESSAGE);
  return subject;
}

export async function subjectFiles(ctx: RequestContext, subjectId: number): Promise<TSubjectFile[]> {
  await requireAccess(ctx);
  if (!(await subjectExists(ctx.db, subjectId))) throw notFound(SUBJECT_NOT_FOUND_MESSAGE);
  return filesOfSubject(ctx.db, subjectId);
}

/** The names of a subject's author or editor; a list, empty for an unknown person. */
export async function personInfo(ctx: RequestContext, personId: number): Promise<TPersonInfo[]> {
  await requireAccess(ctx);
  return personNames(ctx.db, personId);
}

export async function createSubject(ctx: RequestContext, data: TSubjectFields): Promise<{ id: number }> {
  await requireAccess(ctx);
  const fields = fieldsOf(data);
  const now = ctx.clock.now();
  const by = ctx.actor.personId;
  return ctx.transaction(async (tx) => {
    const [made] = await tx.db
      .insert(studybuddySubjects)
      .values({ ...fields, authorId: by, updatedBy: by, createdAt: now, updatedAt: now })
      .returning({ id: studybuddySubjects.id });
    if (!made) throw new Error('the subject was not stored');
    await recordAudit(tx, {
      action: 'studybuddy.subject.create',
      entity: 'studybuddy_subject',
      entityId: made.id,
      after: audited(fields),
    });
    return { id: made.id };
  });
}

export async function updateSubject(
  ctx: RequestContext,
  id: number,
  data: TSubjectFields,
): Promise<{ id: number }> {
  await requireAccess(ctx);
  const fields = fieldsOf(data);
  return ctx.transaction(async (tx) => {
    const [before] = await tx.db
      .select({
        subject: studybuddySubjects.subject,
        subcategory: studybuddySubjects.subcategory,
        subjectText: studybuddySubjects.subjectText,
      })
      .from(studybuddySubjects)
      .where(eq(studybuddySubjects.id, id))
      .for('update');
    if (!before) throw notFound(SUBJECT_NOT_FOUND_MESSAGE);
    await tx.db
      .update(studybuddySubjects)
      .set({ ...fields, updatedBy: ctx.actor.personId, updatedAt: ctx.clock.now() })
      .where(eq(studybuddySubjects.id, id));
    await recordAudit(tx, {
      action: 'studybuddy.subject.update',
      entity: 'studybuddy_subject',
      entityId: id,
      before: audited(before),
      after: audited(fields),
    });
    return { id };
  });
}

/**
 * Deletes the subject with its files: the stored objects first (a retry after a failure there finds the
 * subject still listed and removes the rest), then the rows in one transaction.
 */
export async function deleteSubject(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await requireAccess(ctx);
  const subject = await findSubject(ctx.db, id);
  if (!subject) throw notFound(SUBJECT_NOT_FOUND_MESSAGE);
  if (subject.files.length > 0) {
    await removeStoredObjects(
      requireFiles(ctx),
      subject.files.map((file) => file.name),
    );
  }
  await ctx.transaction(async (tx) => {
    await tx.db.delete(studybuddySubjects).where(eq(studybuddySubjects.id, id));
    await recordAudit(tx, {
      action: 'studybuddy.subject.delete',
      entity: 'studybuddy_subject',
      entityId: id,
      before: {
        subject: subject.subject,
        subcategory: subject.subcategory,
        files: subject.files.map((file) => file.name),
      },
    });
  });
  return { id };
}
