import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '@/test/handlers/person-actions.ts';
import { apiError, recordRequests } from '@/test/server.ts';
import { axeTags, callsOf, renderStudybuddyPage } from './studybuddy-test-utils.tsx';

const cards = () => within(screen.getByRole('list', { name: 'Ämnen' })).getAllByRole('link');
const dialog = (name: string) => screen.getByRole('dialog', { name });
// Node's File rather than jsdom's: the fetch under the tests sends only its own kind in a FormData.
const file = (content: string, name: string, type = '') =>
  new NodeFile([content], name, { type }) as unknown as File;
const pdf = (name: string) => file('%PDF-1.4 test', name, 'application/pdf');
const docx = (name: string) =>
  file('PK docx', name, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');

beforeEach(async () => {
  // jsdom's FormData and File are ones the fetch under the tests cannot send or read back: use the
  // fetch's own, as a browser has one of each.
  const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
  vi.stubGlobal('FormData', nodeFormData);
  vi.stubGlobal('File', NodeFile);
});

async function openSubject(name: RegExp) {
  const user = userEvent.setup();
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  await user.click(screen.getByRole('link', { name }));
  await screen.findByRole('heading', { level: 2, name: name });
  return user;
}

describe('StudybuddyPage', () => {
  it('shows 8 skeleton cards while the subjects load, then each with its name and category', async () => {
    const { held, release } = heldAnswer();
    renderStudybuddyPage('/studybuddy', {
      handlers: [
        http.get('/api/cbot/subjects/all', async () => {
          await held;
          return undefined;
        }),
      ],
    });
    const loading = await screen.findByRole('status', { name: 'Hämtar ämnen' });
    expect(within(loading).getAllByTestId('subject-skeleton')).toHaveLength(8);
    release();

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((card) => card.textContent)).toEqual(['Matematik 1cGymnasiet', 'Svenska 2Språk']);
    expect(screen.getByText('Välj ett ämne i listan.')).toBeDefined();
  });

  it('filters the cards by name, ignoring case, without asking the server', async () => {
    const requests = recordRequests();
    renderStudybuddyPage();
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.type(screen.getByRole('searchbox', { name: 'Sök efter ämne' }), 'MATEM');
    expect(cards().map((card) => card.textContent)).toEqual(['Matematik 1cGymnasiet']);
    await user.clear(screen.getByRole('searchbox', { name: 'Sök efter ämne' }));
    await user.type(screen.getByRole('searchbox', { name: 'Sök efter ämne' }), 'fysik');
    expect(screen.getByText('Inga ämnen matchar sökningen.')).toBeDefined();
    expect(callsOf(requests).filter((call) => call.endsWith('/subjects/all'))).toHaveLength(1);
  });

  it('selects a subject into the address and shows its card, its text sanitised', async () => {
    const { router } = renderStudybuddyPage();
    await openSubject(/Matematik 1c/);

    expect(router.state.location.search).toBe('?subject=1');
    expect(screen.getByRole('link', { name: /Matematik 1c/ }).getAttribute('aria-current')).toBe('page');
    const card = screen.getByRole('article', { name: 'Matematik 1c' });
    expect(within(card).getByText('Gymnasiet')).toBeDefined();
    const text = within(card).getByTestId('subject-text');
    expect(text.innerHTML).toContain('<strong>derivata</strong>');
    expect(text.innerHTML).not.toContain('onerror');
    expect(await within(card).findByText('Anna Ek')).toBeDefined();
    expect(await within(card).findByText('Bo Lind')).toBeDefined();
    // Stockholm's time: UTC+1 in winter.
    expect(within(card).getByText('2026-01-10 09:00')).toBeDefined();
    expect(within(card).getByText('2026-02-03 14:45')).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Uppdatera' })).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Ta bort' })).toBeDefined();
  });

  it('opens the subject named in the address', async () => {
    renderStudybuddyPage('/studybuddy?subject=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Svenska 2' })).toBeDefined();
  });

  it('names the person who last changed the subject in a tooltip', async () => {
    renderStudybuddyPage('/studybuddy?subject=1');
    const user = userEvent.setup();
    await user.hover(await screen.findByText('Bo Lind'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Uppdaterad av Bo Lind');
  });

  it('downloads a file under its own name from the collapsible file list', async () => {
    const requests = recordRequests();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderStudybuddyPage('/studybuddy?subject=1');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Uppladdaded filer \(2\)/ }));
    await user.click(screen.getByRole('button', { name: 'Ladda ner kursplan.pdf' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const download = requests.find((request) => request.url.endsWith('/subjectFiles/download'));
    expect(await download?.json()).toEqual({ name: '1#kursplan.pdf' });
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('%PDF-1.4 kursplan');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('kursplan.pdf');
  });

  it('says under a file refused past a limit that its text is not searchable, and what to do', async () => {
    renderStudybuddyPage('/studybuddy?subject=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Uppladdaded filer \(2\)/ }));

    const [pdfItem, docxItem] = within(screen.getByRole('list', { name: 'Uppladdaded filer' })).getAllByRole(
      'listitem',
    );
    expect(docxItem?.textContent).toContain('uppgifter.docx');
    expect(docxItem?.textContent).toContain(
      'Filen är för stor eller för tung för att läsas in i sökningen. Den kan laddas ner men inte sökas i; dela upp den i mindre filer om den ska gå att söka i.',
    );
    expect(pdfItem?.textContent).toBe('kursplan.pdf');
    // It stays downloadable.
    expect(screen.getByRole('button', { name: 'Ladda ner uppgifter.docx' })).toBeDefined();
  });

  it('tells the user when a download fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderStudybuddyPage('/studybuddy?subject=1', {
      handlers: [http.post('/api/cbot/subjectFiles/download', () => apiError(500, 'Lagringen svarar inte'))],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Uppladdaded filer/ }));
    await user.click(screen.getByRole('button', { name: 'Ladda ner kursplan.pdf' }));

    expect(await screen.findByText('Filen kursplan.pdf kunde inte hämtas')).toBeDefined();
    expect(log).toHaveBeenCalled();
  });

  it('creates a subject with a name and its files, refusing other kinds of file', async () => {
    const requests = recordRequests();
    const { router, state } = renderStudybuddyPage();
    const user = userEvent.setup({ applyAccept: false });
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Skapa ämne' }));
    const form = dialog('Skapa ämne');
    const create = within(form).getByRole('button', { name: 'Skapa' });
    expect(create.hasAttribute('disabled')).toBe(true);
    expect(within(form).getByText('Endast .pdf eller .docx filer')).toBeDefined();

    const input = within(form).getByLabelText('Välj filer');
    await user.upload(input, [file('MZ', 'virus.exe'), pdf('kursplan.pdf')]);
    expect(within(form).getByRole('alert').textContent).toBe('virus.exe: Endast .pdf eller .docx filer');
    await user.upload(input, docx('övningar.docx'));
    const files = within(form).getByRole('list', { name: 'Filer' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['kursplan.pdf', 'övningar.docx']);

    await user.type(within(form).getByRole('textbox', { name: 'Ämnenamn' }), '  Fysik 1  ');
    await user.type(within(form).getByRole('textbox', { name: 'Ämnekategori' }), 'NA');
    expect(await within(form).findByRole('textbox', { name: 'Ämnestext' })).toBeDefined();
    expect(within(form).getByRole('toolbar', { name: 'Textformat: Ämnestext' })).toBeDefined();
    expect(create.hasAttribute('disabled')).toBe(false);
    await user.click(create);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(requests).filter((call) => !call.startsWith('GET /api/cbot/personInfo'))).toEqual([
      'GET /api/cbot/subjects/all',
      'POST /api/cbot/subject/create',
      'POST /api/cbot/subject/uploadFile',
      'GET /api/cbot/subject/3',
    ]);
    const created = requests.find((request) => request.url.endsWith('/subject/create'));
    expect(await created?.json()).toEqual({
      data: { subject: 'Fysik 1', subcategory: 'NA', subject_text: '' },
    });
    const upload = await requests.find((request) => request.url.endsWith('/uploadFile'))?.formData();
    expect(upload?.get('subjectId')).toBe('3');
    expect(upload?.getAll('files').map((file) => (file as File).name)).toEqual([
      'kursplan.pdf',
      'övningar.docx',
    ]);
    expect(state.subjects.find((subject) => subject.id === 3)?.files.map((file) => file.name)).toEqual([
      '3#kursplan.pdf',
      '3#övningar.docx',
    ]);

    // Shown and selected at once; the list is asked again only after the 2 s guard.
    expect(router.state.location.search).toBe('?subject=3');
    expect(cards().map((card) => card.textContent)).toContain('Fysik 1NA');
    expect(await screen.findByText('Ämnet är skapat')).toBeDefined();
    expect(callsOf(requests).filter((call) => call.endsWith('/subjects/all'))).toHaveLength(1);
    await waitFor(
      () => expect(callsOf(requests).filter((call) => call.endsWith('/subjects/all'))).toHaveLength(2),
      {
        timeout: 4000,
      },
    );
  });

  it('saves the subject it made, not a second one, when Skapa is pressed again after the files failed', async () => {
    const requests = recordRequests();
    let refusals = 1;
    const { state } = renderStudybuddyPage('/studybuddy', {
      handlers: [
        http.post('/api/cbot/subject/uploadFile', () => {
          if (refusals-- > 0) return apiError(400, 'files: kursplan.pdf: Filens innehåll är inte en .pdf');
          return undefined;
        }),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skapa ämne' }));
    const form = dialog('Skapa ämne');
    await user.upload(within(form).getByLabelText('Välj filer'), pdf('kursplan.pdf'));
    await user.type(within(form).getByRole('textbox', { name: 'Ämnenamn' }), 'Kemi 1');
    await user.click(within(form).getByRole('button', { name: 'Skapa' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('kursplan.pdf');

    await user.click(within(form).getByRole('button', { name: 'Skapa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const writes = callsOf(requests).filter((call) => !call.startsWith('GET'));
    expect(writes).toEqual([
      'POST /api/cbot/subject/create',
      'POST /api/cbot/subject/uploadFile',
      'PUT /api/cbot/subject/update/3',
      'POST /api/cbot/subject/uploadFile',
    ]);
    expect(state.subjects.filter((subject) => subject.subject === 'Kemi 1')).toHaveLength(1);
  });

  it('sends a create again with its Idempotency-Key, and a changed subject with a new one', async () => {
    const requests = recordRequests();
    let failures = 2;
    renderStudybuddyPage('/studybuddy', {
      handlers: [
        http.post('/api/cbot/subject/create', () => {
          if (failures-- > 0) return apiError(503, 'Databasen svarar inte');
          return undefined;
        }),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skapa ämne' }));
    const form = dialog('Skapa ämne');
    const name = within(form).getByRole('textbox', { name: 'Ämnenamn' });
    await user.type(name, 'Biologi 1');
    await user.click(within(form).getByRole('button', { name: 'Skapa' }));
    expect(await within(form).findByRole('alert')).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Skapa' }));
    await waitFor(() => expect(callsOf(requests).filter((call) => call.endsWith('/create'))).toHaveLength(2));
    await user.type(name, ' A');
    await user.click(within(form).getByRole('button', { name: 'Skapa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const keys = requests
      .filter((request) => request.url.endsWith('/subject/create'))
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('stops the placeholders when the list cannot be loaded', async () => {
    renderStudybuddyPage('/studybuddy', {
      handlers: [http.get('/api/cbot/subjects/all', () => apiError(500, 'Databasen svarar inte'))],
    });
    expect(await screen.findByText('Ämnena kunde inte hämtas.')).toBeDefined();
    expect(screen.queryByRole('status', { name: 'Hämtar ämnen' })).toBeNull();
  });

  it('moves through the text toolbar with the arrow keys from one tab stop', async () => {
    renderStudybuddyPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skapa ämne' }));
    const toolbar = await within(dialog('Skapa ämne')).findByRole('toolbar', {
      name: 'Textformat: Ämnestext',
    });
    const tools = within(toolbar).getAllByRole('button');
    expect(tools.map((tool) => tool.getAttribute('aria-label'))).toEqual([
      'Fetstil',
      'Kursiv',
      'Punktlista',
      'Numrerad lista',
    ]);
    expect(tools.map((tool) => tool.tabIndex)).toEqual([0, -1, -1, -1]);
    tools[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tools[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tools[3]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tools[0]);
  });

  it('keeps Skapa disabled without a name and the dialog open on a click outside', async () => {
    renderStudybuddyPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skapa ämne' }));
    const form = dialog('Skapa ämne');
    await user.type(within(form).getByRole('textbox', { name: 'Ämnenamn' }), '   ');
    expect(within(form).getByRole('button', { name: 'Skapa' }).hasAttribute('disabled')).toBe(true);

    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) await user.click(backdrop);
    expect(dialog('Skapa ämne')).toBeDefined();
    await user.click(within(dialog('Skapa ämne')).getByRole('textbox', { name: 'Ämnenamn' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves an edit: the fields, then the added file, then the removed one', async () => {
    const requests = recordRequests();
    const { state } = renderStudybuddyPage('/studybuddy?subject=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Uppdatera' }));
    const form = dialog('Redigera ämnet');
    const name = within(form).getByRole('textbox', { name: 'Ämnenamn' });
    expect((name as HTMLInputElement).value).toBe('Matematik 1c');
    expect((within(form).getByRole('textbox', { name: 'Ämnekategori' }) as HTMLInputElement).value).toBe(
      'Gymnasiet',
    );
    expect((await within(form).findByRole('textbox', { name: 'Ämnestext' })).textContent).toContain(
      'derivata',
    );
    expect(within(form).getByRole('button', { name: 'Ladda ner kursplan.pdf' })).toBeDefined();

    await user.click(within(form).getByRole('button', { name: 'Ta bort kursplan.pdf' }));
    await user.upload(within(form).getByLabelText('Välj filer'), docx('facit.docx'));
    await user.clear(name);
    expect(within(form).getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(true);
    await user.type(name, 'Matematik 2c');
    requests.length = 0;
    await user.click(within(form).getByRole('button', { name: 'Spara' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(requests).slice(0, 4)).toEqual([
      'PUT /api/cbot/subject/update/1',
      'POST /api/cbot/subject/uploadFile',
      'POST /api/cbot/subject/deleteFiles',
      'GET /api/cbot/subject/1',
    ]);
    const [update, upload, deleteFiles] = requests;
    const sent = (await update?.json()) as { data: { subject: string } } | undefined;
    expect(sent?.data.subject).toBe('Matematik 2c');
    const uploaded = await upload?.formData();
    expect(uploaded?.get('subjectId')).toBe('1');
    expect(uploaded?.getAll('files').map((file) => (file as File).name)).toEqual(['facit.docx']);
    expect(await deleteFiles?.json()).toEqual({ fileNames: ['1#kursplan.pdf'] });
    expect(state.subjects[0]?.files.map((file) => file.name)).toEqual(['1#uppgifter.docx', '1#facit.docx']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Matematik 2c' })).toBeDefined();
    expect(cards().map((card) => card.textContent)).toContain('Matematik 2cGymnasiet');
  });

  it('deletes a subject only after Radera in Bekräfta val', async () => {
    const requests = recordRequests();
    const { router } = renderStudybuddyPage();
    const user = await openSubject(/Svenska 2/);

    await user.click(screen.getByRole('button', { name: 'Ta bort' }));
    const confirm = dialog('Bekräfta val');
    expect(within(confirm).getByText('Bekräfta borttagning av ämne')).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(requests)).not.toContain('POST /api/cbot/subject/delete/2');

    await user.click(screen.getByRole('button', { name: 'Ta bort' }));
    await user.click(within(dialog('Bekräfta val')).getByRole('button', { name: 'Radera' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(callsOf(requests)).toContain('POST /api/cbot/subject/delete/2');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Ämnet är borttaget')).toBeDefined();
  });

  it('has no WCAG 2.1 A or AA violations with a subject shown and with the create dialog open', async () => {
    renderStudybuddyPage('/studybuddy?subject=1');
    const user = userEvent.setup();
    await screen.findByText('Bo Lind');
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Skapa ämne' }));
    await within(dialog('Skapa ämne')).findByRole('textbox', { name: 'Ämnestext' });
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
