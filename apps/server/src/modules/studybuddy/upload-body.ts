import { ZIdParam } from '@kansli/domain/http/id';
import { MAX_FILES_PER_UPLOAD, REFUSAL_MESSAGES } from '@kansli/domain/studybuddy/files';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { IncomingFile } from './subject-files.ts';

// The multipart body of an upload, read only after the access check: the subject id (a field, or the
// query parameter) and the files of the repeated field `files`, each held in memory up to the limit.

export const ZUploadQuery = z.object({ subjectId: ZIdParam.optional() });

export interface Upload {
  subjectId: number;
  files: IncomingFile[];
}

const multipartCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'files: send the files as multipart/form-data in the field files');
  }
  const files: IncomingFile[] = [];
  let field: string | undefined;
  let current = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        current = part.filename;
        if (part.fieldname !== 'files') {
          throw badRequest(`${part.fieldname}: files are sent in the field files`);
        }
        files.push({ filename: part.filename, bytes: await part.toBuffer() });
      } else if (part.fieldname === 'subjectId') {
        field = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = multipartCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `files: ${current}: ${REFUSAL_MESSAGES.size}`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(
        413,
        `files: Högst ${MAX_FILES_PER_UPLOAD} filer åt gången. Ladda upp resten i en ny omgång.`,
      );
    }
    if (code === 'FST_FIELDS_LIMIT') throw badRequest('too many fields');
    // A body cut off or not multipart after all.
    throw badRequest('files: Filerna kom inte fram hela. Försök igen.');
  }
  const query = ZUploadQuery.parse(request.query);
  const subjectId = field === undefined ? query.subjectId : ZIdParam.safeParse(field).data;
  if (subjectId === undefined) throw badRequest('subjectId: a subject id is required');
  return { subjectId, files };
}
