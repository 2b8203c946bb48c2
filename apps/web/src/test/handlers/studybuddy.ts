import { CONTENT_TYPES, fileKindOfName, storedFileName } from '@kansli/domain/studybuddy/files';
import type { TPersonInfo, TSubject, TSubjectData } from '@kansli/domain/studybuddy/subjects';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// The study-buddy screen's API for component tests (spec part 2, 7 'Study-buddy'), over a state the
// handlers change as the server would: two subjects, one with two files, and the people who wrote them.

export type StudybuddyState = {
  subjects: TSubject[];
  persons: Record<number, TPersonInfo>;
  /** The bytes of each stored file, by stored name. */
  contents: Record<string, string>;
  nextId: number;
  now: string;
};

export function studybuddyState(): StudybuddyState {
  return {
    subjects: [
      {
        id: 1,
        subject: 'Matematik 1c',
        subcategory: 'Gymnasiet',
        subject_text:
          '<p>Funktioner och <strong>derivata</strong>.</p><img src="x" alt="" onerror="alert(1)">',
        author_id: 7,
        created_at: '2026-01-10T08:00:00Z',
        updated_by: 8,
        updated_at: '2026-02-03T13:45:00Z',
        files: [
          { name: '1#kursplan.pdf', contentType: CONTENT_TYPES.pdf, extraction: 'done' },
          { name: '1#uppgifter.docx', contentType: CONTENT_TYPES.docx, extraction: 'refused' },
        ],
      },
      {
        id: 2,
        subject: 'Svenska 2',
        subcategory: 'Språk',
        subject_text: '<p>Litteraturhistoria.</p>',
        author_id: 8,
        created_at: '2026-01-12T09:00:00Z',
        updated_by: 8,
        updated_at: '2026-01-12T09:00:00Z',
        files: [],
      },
    ],
    persons: {
      7: { firstname: 'Anna', familyname: 'Ek' },
      8: { firstname: 'Bo', familyname: 'Lind' },
    },
    contents: { '1#kursplan.pdf': '%PDF-1.4 kursplan', '1#uppgifter.docx': 'PK uppgifter' },
    nextId: 3,
    now: '2026-03-01T10:00:00Z',
  };
}

/** The signed-in user of the component tests, who creates and changes subjects. */
const ACTING_PERSON = 7;

export function studybuddyHandlers(state: StudybuddyState = studybuddyState()) {
  const find = (id: string | readonly string[] | undefined) =>
    state.subjects.find((subject) => String(subject.id) === id);
  return [
    http.get('/api/cbot/subjects/all', () => HttpResponse.json(state.subjects)),
    http.get('/api/cbot/subject/:id', ({ params }) => {
      const subject = find(params.id);
      return subject ? HttpResponse.json(subject) : apiError(404, 'Ämnet finns inte');
    }),
    http.get('/api/cbot/personInfo/:personId', ({ params }) => {
      const person = state.persons[Number(params.personId)];
      return HttpResponse.json(person ? [person] : []);
    }),
    http.get('/api/cbot/subjectFiles/:subjectId', ({ params }) => {
      const subject = find(params.subjectId);
      return subject ? HttpResponse.json(subject.files) : apiError(404, 'Ämnet finns inte');
    }),
    http.post('/api/cbot/subject/create', async ({ request }) => {
      const { data } = (await request.json()) as { data: TSubjectData };
      const id = state.nextId++;
      state.subjects.push({
        id,
        subject: data.subject,
        subcategory: data.subcategory ?? '',
        subject_text: data.subject_text ?? '',
        author_id: ACTING_PERSON,
        created_at: state.now,
        updated_by: ACTING_PERSON,
        updated_at: state.now,
        files: [],
      });
      return HttpResponse.json({ id });
    }),
    http.post('/api/cbot/subject/uploadFile', async ({ request }) => {
      const form = await request.formData();
      const subject = find(String(form.get('subjectId')));
      if (!subject) return apiError(404, 'Ämnet finns inte');
      const stored = [];
      for (const file of form.getAll('files')) {
        if (typeof file === 'string') return apiError(400, 'files must be files');
        const kind = fileKindOfName(file.name);
        if (kind === null) return apiError(400, 'Endast .pdf eller .docx filer');
        const name = storedFileName(subject.id, file.name);
        const entry = { name, contentType: CONTENT_TYPES[kind] };
        subject.files = [...subject.files.filter((listed) => listed.name !== name), entry];
        state.contents[name] = await file.text();
        stored.push(entry);
      }
      return HttpResponse.json({ files: stored });
    }),
    http.put('/api/cbot/subject/update/:id', async ({ params, request }) => {
      const subject = find(params.id);
      if (!subject) return apiError(404, 'Ämnet finns inte');
      const { data } = (await request.json()) as { data: TSubjectData };
      Object.assign(subject, {
        subject: data.subject,
        subcategory: data.subcategory ?? '',
        subject_text: data.subject_text ?? '',
        updated_by: ACTING_PERSON,
        updated_at: state.now,
      });
      return HttpResponse.json({ id: subject.id });
    }),
    http.post('/api/cbot/subject/delete/:id', ({ params }) => {
      const subject = find(params.id);
      if (!subject) return apiError(404, 'Ämnet finns inte');
      state.subjects = state.subjects.filter((listed) => listed !== subject);
      return HttpResponse.json({ id: subject.id });
    }),
    http.post('/api/cbot/subject/deleteFiles', async ({ request }) => {
      const { fileNames } = (await request.json()) as { fileNames: string[] };
      for (const subject of state.subjects) {
        subject.files = subject.files.filter((file) => !fileNames.includes(file.name));
      }
      for (const name of fileNames) delete state.contents[name];
      return HttpResponse.json({ fileNames });
    }),
    http.post('/api/cbot/subjectFiles/download', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      const content = state.contents[name];
      if (content === undefined) return apiError(404, 'Filen finns inte');
      return new HttpResponse(new TextEncoder().encode(content), {
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    }),
  ];
}
