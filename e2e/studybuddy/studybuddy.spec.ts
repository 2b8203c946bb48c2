import { expect, type Page, test } from '@playwright/test';
import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';

// The study-buddy subject manager as the administrator: a subject created with a PDF and a Word file
// made here (a renamed .exe refused) and found by the chatbot's search through a word of the Word file,
// a file downloaded, the subject edited (a file swapped) and deleted.

function pdfWith(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

function docxWith(text: string): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));
}

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const fileInput = (page: Page) => page.getByRole('dialog').locator('input[type="file"]');
const fileItems = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem');

test('creates a subject with a PDF and a Word file, downloads, edits and deletes it', async ({ page }) => {
  const [kraft, facit, ovningar] = await Promise.all([
    pdfWith('Newtons lagar om kraft och rörelse'),
    pdfWith('Facit till övningarna'),
    docxWith('Övningar om friktion'),
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
