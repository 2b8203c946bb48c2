import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, ONLY_PDF_OR_DOCX } from '@kansli/domain/studybuddy/files';
import {
  ZCreatedSubject,
  ZDeleteFilesBody,
  ZDone,
  ZDownloadBody,
  ZPersonInfoList,
  ZPersonInfoParams,
  ZSearchAnswer,
  ZSearchQuery,
  ZSubject,
  ZSubjectBody,
  ZSubjectFile,
  ZSubjectFilesParams,
  ZSubjectIdParams,
  ZSubjectList,
  ZUploadedFiles,
} from '@kansli/domain/studybuddy/subjects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/access.ts';
import { searchSubjectsForBot } from './search.ts';
import { deleteFiles, downloadFile, uploadFiles } from './subject-files.ts';
import {
  allSubjects,
  createSubject,
  deleteSubject,
  personInfo,
  subjectById,
  subjectFiles,
  updateSubject,
} from './subjects.ts';
import { readUpload, ZUploadQuery } from './upload-body.ts';

// The study-buddy subject manager's calls (spec part 2, 7 'Study-buddy') and the chatbot's search.

const tags = ['studybuddy'];

export const studybuddyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin reads multipart bodies, with limits of its own.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: MAX_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1000,
      parts: MAX_FILES_PER_UPLOAD + 10,
      headerPairs: 100,
    },
  });

  app.get('/api/cbot/subjects/all', { schema: { tags, response: { 200: ZSubjectList } } }, (request) =>
    allSubjects(requireSession(request)),
  );

  app.get(
    '/api/cbot/subject/:id',
    { schema: { tags, params: ZSubjectIdParams, response: { 200: ZSubject } } },
    (request) => subjectById(requireSession(request), request.params.id),
  );

  app.get(
    '/api/cbot/personInfo/:personId',
    { schema: { tags, params: ZPersonInfoParams, response: { 200: ZPersonInfoList } } },
    (request) => personInfo(requireSession(request), request.params.personId),
  );

  app.get(
    '/api/cbot/subjectFiles/:subjectId',
    { schema: { tags, params: ZSubjectFilesParams, response: { 200: z.array(ZSubjectFile) } } },
    (request) => subjectFiles(requireSession(request), request.params.subjectId),
  );

  app.post(
    '/api/cbot/subject/create',
    { schema: { tags, body: ZSubjectBody, response: { 200: ZCreatedSubject } } },
    (request) => createSubject(requireSession(request), request.body.data),
  );

  app.post(
    '/api/cbot/subject/uploadFile',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: [
          'Attaches files to a subject. A multipart/form-data body: the subject id in the field',
          '`subjectId` (or the query parameter `subjectId`), the files in the repeated field `files`.',
          `Only .pdf and .docx files (checked by name and by content), each at most ${MAX_FILE_BYTES / 1024 / 1024} MB,`,
          `at most ${MAX_FILES_PER_UPLOAD} a request; a refusal (400 wrong type or content, 413 too large)`,
          `names the file and the reason ('${ONLY_PDF_OR_DOCX}') and stores nothing. Each file is stored as`,
          "'{subject id}#{name}', replacing one of the same name; its text becomes searchable shortly after.",
        ].join(' '),
        querystring: ZUploadQuery,
        response: { 200: ZUploadedFiles },
      },
      // Idempotent by itself (a file of the same name replaces its object and row); an Idempotency-Key
      // could not tell two uploads apart, as their files are read after the key is checked.
      config: { idempotentByItself: true },
    },
    async (request) => ({
      files: await uploadFiles(requireSession(request), () => readUpload(request)),
    }),
  );

  app.put(
    '/api/cbot/subject/update/:id',
    { schema: { tags, params: ZSubjectIdParams, body: ZSubjectBody, response: { 200: ZDone } } },
    (request) => updateSubject(requireSession(request), request.params.id, request.body.data),
  );

  app.post(
    '/api/cbot/subject/delete/:id',
    {
      schema: {
        tags,
        description: 'Deletes the subject and its attached files.',
        params: ZSubjectIdParams,
        response: { 200: ZDone },
      },
    },
    (request) => deleteSubject(requireSession(request), request.params.id),
  );

  app.post(
    '/api/cbot/subject/deleteFiles',
    {
      schema: {
        tags,
        description:
          "Deletes files by their stored names ('{subject id}#{name}'); unknown names are skipped.",
        body: ZDeleteFilesBody,
        response: { 200: z.object({ deleted: z.array(z.string()) }) },
      },
    },
    (request) => deleteFiles(requireSession(request), request.body.fileNames),
  );

  app.post(
    '/api/cbot/subjectFiles/download',
    {
      schema: {
        tags,
        description: "The file's bytes (application/pdf or the .docx type), streamed, as an attachment.",
        produces: ['application/octet-stream'],
        body: ZDownloadBody,
      },
      // A read: a binary answer is not kept for a replay.
      config: { idempotentByItself: true },
    },
    async (request, reply) => {
      const file = await downloadFile(requireSession(request), request.body.name);
      const shown = file.name.slice(file.name.indexOf('#') + 1);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(shown)}`)
        .header('cache-control', 'no-store');
      if (file.size !== undefined) reply.header('content-length', String(file.size));
      return reply.send(Readable.fromWeb(file.body as import('node:stream/web').ReadableStream));
    },
  );

  app.get(
    '/api/cbot/search',
    {
      schema: {
        tags,
        description: [
          'For the AI chatbot: the subjects best matching `q` (words, "quoted phrases", -excluded words),',
          "searched with PostgreSQL full-text search (Swedish stemming) over each subject's name,",
          'category and text (HTML stripped) and the text of its attached .pdf and .docx files. At most',
          '`limit` (1–20, default 5) hits, best first, each with up to three passages per source',
          "(source 'subject' or the file's stored name) in plain text, the matched words between **.",
        ].join(' '),
        querystring: ZSearchQuery,
        response: { 200: ZSearchAnswer },
      },
    },
    (request) => searchSubjectsForBot(requireSession(request), request.query.q, request.query.limit),
  );
};
