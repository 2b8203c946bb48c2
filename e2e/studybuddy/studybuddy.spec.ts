import { expect, type Page, test } from '@playwright/test';
import { docxBomb, docxWith, pdfWith } from '../../apps/server/src/modules/studybuddy/test-documents.ts';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';

// The study-buddy subject manager as the administrator: a subject created with a PDF and a Word file
// made here (a renamed .exe refused) and found by the chatbot's search through a word of the Word file,
// a file downloaded, the subject edited (a file swapped) and deleted; and a Word file too heavy to read,
// kept without its text and said so in the subject's file lists.

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const fileInput = (page: Page) => page.getByRole('dialog').locator('input[type="file"]');
const fileItems = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem');

test('creates a subject with a PDF and a Word file, downloads, edits and deletes it', async ({ page }) => {
  const [kraft, facit, ovningar] = await Promise.all([
    pdfWith(['Newtons lagar om kraft och rörelse']),
    pdfWith(['Facit till övningarna']),
    docxWith(['Övningar om friktion']),
  ]);
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/studybuddy');
  await expect(page.getByRole('heading', { name: 'Studybuddy', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Skapa ämne' }).click();
  const create = page.getByRole('dialog', { name: 'Skapa ämne' });
  await expect(create.getByText('Endast .pdf eller .docx filer')).toBeVisible();
  await expect(create.getByRole('button', { name: 'Skapa' })).toBeDisabled();
  await fileInput(page).setInputFiles([
    { name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    { name: 'kraft.pdf', mimeType: PDF_TYPE, buffer: kraft },
    { name: 'övningar.docx', mimeType: DOCX_TYPE, buffer: ovningar },
  ]);
  await expect(create.getByRole('alert')).toHaveText('program.exe: Endast .pdf eller .docx filer');
  await expect(fileItems(page, 'Filer')).toHaveText(['kraft.pdf', 'övningar.docx']);
  await create.getByRole('textbox', { name: 'Ämnenamn' }).fill('Fysik 1');
  await create.getByRole('textbox', { name: 'Ämnekategori' }).fill('Naturvetenskap');
  const text = create.getByRole('textbox', { name: 'Ämnestext' });
  await text.click();
  await create.getByRole('button', { name: 'Fetstil' }).click();
  await page.keyboard.type('Krafter');
  await create.getByRole('button', { name: 'Fetstil' }).click();
  await page.keyboard.type(' och rörelse.');
  await expectNoAxeViolations(page);
  await create.getByRole('button', { name: 'Skapa' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  const card = page.getByRole('article', { name: 'Fysik 1' });
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\/studybuddy\?subject=\d+$/);
  await expect(card.locator('strong')).toHaveText('Krafter');
  await expect(card.getByText('Naturvetenskap')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Ämnen' }).getByRole('link', { name: /Fysik 1/ }),
  ).toBeVisible();

  // The chatbot's search finds the subject by a word only inside the Word file, once its text is read.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/cbot/search', { params: { q: 'friktion' } });
        const { hits } = (await answer.json()) as {
          hits: { subject: string; passages: { text: string }[] }[];
        };
        return hits.find((hit) => hit.subject === 'Fysik 1')?.passages.map((passage) => passage.text) ?? [];
      },
      { timeout: 30_000 },
    )
    .toContainEqual(expect.stringContaining('**friktion**'));

  await card.getByRole('button', { name: /Uppladdaded filer \(2\)/ }).click();
  await expect(fileItems(page, 'Uppladdaded filer')).toHaveText(['kraft.pdf', 'övningar.docx']);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Ladda ner kraft.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kraft.pdf');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Uppdatera' }).click();
  const edit = page.getByRole('dialog', { name: 'Redigera ämnet' });
  await expect(edit.getByRole('textbox', { name: 'Ämnenamn' })).toHaveValue('Fysik 1');
  await edit.getByRole('button', { name: 'Ta bort övningar.docx' }).click();
  await fileInput(page).setInputFiles([{ name: 'facit.pdf', mimeType: PDF_TYPE, buffer: facit }]);
  await edit.getByRole('textbox', { name: 'Ämnenamn' }).fill('Fysik 2');
  await edit.getByRole('button', { name: 'Spara' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  const edited = page.getByRole('article', { name: 'Fysik 2' });
  // The file list stays open from before the edit.
  await expect(edited.getByRole('button', { name: /Uppladdaded filer \(2\)/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(fileItems(page, 'Uppladdaded filer')).toHaveText(['facit.pdf', 'kraft.pdf']);

  await edited.getByRole('button', { name: 'Ta bort' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bekräfta val' });
  await expect(confirm.getByText('Bekräfta borttagning av ämne')).toBeVisible();
  await confirm.getByRole('button', { name: 'Radera' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Ämnen' }).getByRole('link', { name: /Fysik 2/ })).toHaveCount(
    0,
  );
});

test('keeps a Word file too heavy to read, and says in the card and in Redigera ämnet why it is not searched', async ({
  page,
}) => {
  const kemi = await pdfWith(['Syror och baser']);
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/studybuddy');
  await page.getByRole('button', { name: 'Skapa ämne' }).click();
  const create = page.getByRole('dialog', { name: 'Skapa ämne' });
  await create.getByRole('textbox', { name: 'Ämnenamn' }).fill('Kemi 1');
  await create.getByRole('textbox', { name: 'Ämnekategori' }).fill('Naturvetenskap');
  await fileInput(page).setInputFiles([
    { name: 'syror.pdf', mimeType: PDF_TYPE, buffer: kemi },
    { name: 'bomb.docx', mimeType: DOCX_TYPE, buffer: docxBomb() },
  ]);
  await create.getByRole('button', { name: 'Skapa' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const subjectId = new URL(page.url()).searchParams.get('subject');

  // The text is read in the background; the heavy file ends refused, the other read.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/cbot/subjectFiles/${subjectId}`);
        const files = (await answer.json()) as { name: string; extraction?: string }[];
        return files.map((file) => `${file.name.replace(/^\d+#/, '')} ${file.extraction}`).sort();
      },
      { timeout: 60_000 },
    )
    .toEqual(['bomb.docx refused', 'syror.pdf done']);
  await page.reload();

  const card = page.getByRole('article', { name: 'Kemi 1' });
  await card.getByRole('button', { name: /Uppladdaded filer \(2\)/ }).click();
  const listed = fileItems(page, 'Uppladdaded filer');
  await expect(listed.filter({ hasText: 'bomb.docx' })).toContainText(
    'för tung för att läsas in i sökningen',
  );
  await expect(listed.filter({ hasText: 'syror.pdf' })).not.toContainText('sökningen');

  await card.getByRole('button', { name: 'Uppdatera' }).click();
  const edit = page.getByRole('dialog', { name: 'Redigera ämnet' });
  const inDialog = edit.getByRole('list', { name: 'Filer' }).getByRole('listitem');
  await expect(inDialog.filter({ hasText: 'bomb.docx' })).toContainText(
    'Den kan laddas ner men inte sökas i; dela upp den i mindre filer om den ska gå att söka i.',
  );
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Avbryt' }).click();

  await card.getByRole('button', { name: 'Ta bort' }).click();
  await page.getByRole('dialog', { name: 'Bekräfta val' }).getByRole('button', { name: 'Radera' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('shows the list above the card on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/studybuddy');
  const search = page.getByRole('searchbox', { name: 'Sök efter ämne' });
  await expect(search).toBeVisible();
  const [searchBox, cardBox] = await Promise.all([
    search.boundingBox(),
    page
      .getByText(/Välj ett ämne i listan|Det finns inga ämnen/)
      .first()
      .boundingBox(),
  ]);
  expect(searchBox && cardBox && searchBox.y < cardBox.y).toBe(true);
  await expectNoSidewaysScroll(page);

  // A seeded subject's card, below the list, no wider than the phone.
  await page
    .getByRole('list', { name: 'Ämnen' })
    .getByRole('link', { name: /Fotosyntes/ })
    .click();
  const card = page.getByRole('article', { name: 'Fotosyntes' });
  await expect(card).toBeVisible();
  const articleBox = await card.boundingBox();
  expect(searchBox && articleBox && searchBox.y < articleBox.y).toBe(true);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
