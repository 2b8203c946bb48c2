import { expect, type Locator, type Page, test } from '@playwright/test';
import { profileButton } from '../auth/sign-in.ts';
import { axeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';
import { newFamily, SOLROSEN, stockholmToday } from '../preschool/preschool.ts';

// Every screen and dialog of the app as the administrator sees them, each one checked by axe-core and,
// on a phone, for a page that does not scroll sideways. Dialogs are closed without saving; the only
// data made is a preschool family of the walk's own, so specs running beside it see nothing change.

/** The phone the walk's second run uses (an iPhone 12 to 15 in portrait). */
export const PHONE = { width: 390, height: 844 };

/**
 * No violation of the WCAG 2.1 A and AA rules, as e2e/axe.ts checks, but soft: the walk goes on and
 * the report lists every screen's violations under its step.
 */
async function expectNoAxeViolations(page: Page) {
  expect.soft(await axeViolations(page)).toEqual([]);
}

/** One named step: bring the screen or dialog up, then check it. */
async function visit(page: Page, name: string, show: () => Promise<void>) {
  await test.step(name, async () => {
    await show();
    await expectNoAxeViolations(page);
    if ((page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) <= PHONE.width) {
      await expectNoSidewaysScroll(page, { soft: true });
    }
  });
}

/** Opens a dialog with its button, checks it, and closes it with Escape without saving anything. */
async function visitDialog(page: Page, name: string, opener: Locator, dialog: Locator) {
  await visit(page, name, async () => {
    await opener.click();
    await expect(dialog).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function walkShell(page: Page) {
  await visit(page, 'Dashboard', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Mina behörigheter' })).toBeVisible();
  });
  await visit(page, 'Kontomenyn', async () => {
    await profileButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Logga ut' })).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Logga ut' })).toBeHidden();
  if ((page.viewportSize()?.width ?? 0) <= PHONE.width) {
    await visit(page, 'Sidomenyn', async () => {
      await page.getByRole('button', { name: 'Meny' }).click();
      await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
  }
}

async function walkPersons(page: Page) {
  const card = page.getByRole('article', { name: 'Lena Ali' });
  await visit(page, 'Personer: personkortet', async () => {
    await page.goto('/person');
    await page.getByPlaceholder('pnr, name, e-mail or system:system_id').fill('lena al');
    await expect(card).toBeVisible();
    await expect(card.getByRole('region', { name: 'Synkronisering' })).toContainText('Skapad');
  });
  for (const name of [
    'Redigera enhetsroller',
    'Redigera e-post',
    'Redigera telefonnummer',
    'Redigera vårdnadshavare',
  ]) {
    await visitDialog(
      page,
      `Personer: ${name}`,
      card.getByRole('button', { name }),
      page.getByRole('dialog', { name }),
    );
  }
  await visitDialog(
    page,
    'Personer: Översikt',
    card.getByRole('button', { name: 'Översikt' }),
    page.getByRole('dialog', { name: /^Översikt/ }),
  );
  await visitDialog(
    page,
    'Personer: Skugga',
    card.getByRole('button', { name: 'Skugga' }),
    page.getByRole('dialog', { name: 'Skugga Lena Ali?' }),
  );
  await visitDialog(
    page,
    'Personer: Behörigheter',
    card.getByRole('button', { name: 'Behörigheter' }),
    page.getByRole('dialog', { name: /^Behörigheter – / }),
  );
}

async function walkPreschool(page: Page) {
  const family = await newFamily(page, {
    prefix: 'Tillgänglig',
    guardians: ['Ada', 'Ben'],
    firstShare: 40,
    child: 'Cleo',
    cost: 1500,
  });
  const childHeading = page.getByRole('heading', { name: `Cleo ${family}`, level: 2 });
  await visit(page, 'Förskola: sök och hantera', async () => {
    await page.goto(`/billing/preschool?unit=${SOLROSEN}`);
    await expect(page.getByText(/^1 - 10 av \d+$/)).toBeVisible();
  });
  await visit(page, 'Förskola: barnet', async () => {
    await page.getByRole('textbox', { name: 'Sök barn' }).fill(`Cleo ${family}`);
    await page.getByRole('button', { name: new RegExp(`^Cleo ${family}`) }).click();
    await expect(childHeading).toBeVisible();
  });
  await visit(page, 'Förskola: redigera barnet', async () => {
    await page.getByRole('button', { name: 'Redigera' }).click();
    await expect(page.getByRole('button', { name: 'Fördela vårdnad' })).toBeVisible();
  });
  await visitDialog(
    page,
    'Förskola: Delad vårdnad',
    page.getByRole('button', { name: 'Fördela vårdnad' }),
    page.getByRole('dialog', { name: 'Delad vårdnad' }),
  );
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(childHeading).toBeVisible();

  for (const name of ['Lägg till nytt barn', 'Lägg till ny vårdnadshavare']) {
    const form = page.getByRole('form', { name });
    await visit(page, `Förskola: ${name}`, async () => {
      await page.getByRole('button', { name }).click();
      // The form says what is missing before it saves.
      await form.getByRole('button', { name: 'Spara' }).click();
      await expect(form.getByText('Obligatoriskt').first()).toBeVisible();
    });
    await form.getByRole('button', { name: 'Avbryt' }).click();
    await expect(form).toBeHidden();
  }

  await visit(page, 'Förskola: vårdnadshavaren och fakturorna', async () => {
    await page.getByRole('switch', { name: 'vh' }).click();
    await page.getByRole('textbox', { name: 'Sök vårdnadshavare' }).fill(`Ada ${family}`);
    await page
      .getByRole('list', { name: 'Sökresultat' })
      .getByRole('button', { name: new RegExp(`^Ada ${family}`) })
      .click();
    await expect(page.getByRole('heading', { name: `Ada ${family}`, level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Fakturor' }).click();
    await expect(page.getByRole('status', { name: 'Laddar fakturor' })).toHaveCount(0);
  });

  const overview = page.getByRole('table', { name: 'Barn' });
  await visit(page, 'Förskola: översikt barn', async () => {
    await page.getByRole('tab', { name: 'Översikt barn' }).click();
    await expect(overview).toHaveAttribute('aria-busy', 'false');
  });
  await visit(page, 'Förskola: översiktens filter', async () => {
    await page.getByRole('button', { name: /^Filtrera Efternamn/ }).click();
    const filter = page.getByRole('dialog', { name: 'Filtrera Efternamn' });
    await filter.getByRole('textbox', { name: 'Efternamn' }).fill(family);
  });
  await page
    .getByRole('dialog', { name: 'Filtrera Efternamn' })
    .getByRole('button', { name: 'Filter', exact: true })
    .click();
  await expect(overview.locator('tbody tr').filter({ hasText: 'Cleo' })).toHaveCount(1);
  await visit(page, 'Förskola: spara ändringarna?', async () => {
    await page.getByRole('button', { name: 'Redigera' }).click();
    await page.getByRole('textbox', { name: /^Slut för Cleo/ }).fill(`${stockholmToday().month}-20`);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByRole('dialog', { name: 'Vill du spara ändringarna?' })).toBeVisible();
  });
  await page
    .getByRole('dialog', { name: 'Vill du spara ändringarna?' })
    .getByRole('button', { name: 'Nej' })
    .click();
  const notSaved = page.getByRole('alert').filter({ hasText: 'Inte sparat' });
  await notSaved.getByRole('button', { name: 'OK' }).click();
  await expect(notSaved).toHaveCount(0);

  const invoices = page.getByRole('table', { name: 'Vårdnadshavare' });
  await visit(page, 'Förskola: fakturering', async () => {
    await page.getByRole('tab', { name: 'Fakturering' }).click();
    await expect(invoices.getByRole('cell', { name: family, exact: true }).first()).toBeVisible();
  });
  await visit(page, 'Förskola: en vårdnadshavares faktura', async () => {
    await invoices.getByRole('button', { name: `Visa fakturering för Ada ${family}` }).click();
    await expect(page.getByRole('textbox', { name: 'Fakturakropp (JSON)' })).toBeVisible();
  });
  await visit(page, 'Förskola: Ingen kund i Visma', async () => {
    await page.getByRole('button', { name: 'Hämta kundnummer' }).click();
    await expect(page.getByRole('dialog', { name: 'Ingen kund i Visma' })).toBeVisible();
  });
  await page.getByRole('dialog', { name: 'Ingen kund i Visma' }).getByRole('button', { name: 'Nej' }).click();
  await expect(page.getByRole('dialog', { name: 'Ingen kund i Visma' })).toBeHidden();

  await visit(page, 'Förskola: exportera till kalkylark', async () => {
    await page.getByRole('tab', { name: 'Exportera till kalkylark' }).click();
    await page.getByRole('checkbox', { name: '4105 Förskolan Vitsippan' }).check();
  });
  await visitDialog(
    page,
    'Förskola: Publicera',
    page.getByRole('button', { name: 'Publicera', exact: true }),
    page.getByRole('dialog', { name: 'Publicera' }),
  );
}

async function walkSchools(page: Page) {
  await visit(page, 'Enheter: översikt', async () => {
    await page.goto('/school?location=201&tab=0');
    await expect(page.getByRole('heading', { name: 'Rektor' })).toBeVisible();
  });
  await visit(page, 'Enheter: synkronisering', async () => {
    await page.getByRole('tab', { name: 'Synkronisering' }).click();
    await expect(page.getByRole('list', { name: 'Exportfiler från schoolsoft' })).toBeVisible();
  });
  await visit(page, 'Enheter: rådata', async () => {
    await page.getByRole('tab', { name: 'Rådata' }).click();
    await expect(page.getByRole('table', { name: 'Grupper' }).getByRole('cell').first()).toBeVisible();
  });
  await visit(page, 'Enheter: rådata som kort', async () => {
    await page.goto('/school?location=221&tab=2');
    await expect(page.getByRole('list', { name: 'Grupper' }).getByRole('heading').first()).toBeVisible();
  });
  await visit(page, 'Synkronisering', async () => {
    await page.goto('/synchronizations');
    await expect(page.getByRole('table', { name: 'Enheter att synkronisera' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Problem' }).or(page.getByText(/Inga problem/)),
    ).toBeVisible();
  });
  await visit(page, 'Synkronisering: en enhets jobb', async () => {
    await page.getByRole('button', { name: 'Visa jobben för Nordljus komvux Stockholm' }).click();
    await expect(page.getByRole('table', { name: 'Jobben för Nordljus komvux Stockholm' })).toBeVisible();
  });
}

async function walkGroups(page: Page) {
  const hits = page.getByRole('list', { name: 'Sökresultat' });
  await visit(page, 'Grupper: gruppkortet', async () => {
    await page.goto(`/groups?search=${encodeURIComponent('schoolsoft:schoolsoft-grupp-201-1')}`);
    await hits.getByRole('link', { name: /^7A/ }).first().click();
    const card = page.getByRole('article', { name: '7A' });
    await expect(card.getByRole('table', { name: 'Medlemmar' }).getByRole('row').nth(1)).toBeVisible();
  });
  await visitDialog(
    page,
    'Grupper: Publicera',
    page.getByRole('button', { name: 'Publicera', exact: true }),
    page.getByRole('dialog', { name: 'Publicera' }),
  );
}

async function walkSuperadmin(page: Page) {
  await visit(page, 'Superadmin: översikt', async () => {
    await page.goto('/superadmin');
    await expect(page.getByRole('tab', { name: 'Översikt' })).toHaveAttribute('aria-selected', 'true');
  });
  await visit(page, 'Superadmin: roller', async () => {
    await page.goto('/superadmin?tab=1&view=0');
    await page.getByRole('list', { name: 'Roller' }).getByText('Rektor', { exact: true }).click();
    await page.getByRole('list', { name: 'Segment' }).getByText('Adminmeny').click();
    await expect(page.getByRole('checkbox', { name: 'Synkronisering' })).toBeVisible();
  });
  await visit(page, 'Superadmin: behörighetsinställningar', async () => {
    await page.getByRole('tab', { name: 'Behörighetsinställningar' }).click();
    await page.getByRole('list', { name: 'Segment' }).getByText('Adminmeny').click();
    await expect(page.getByRole('list', { name: 'Behörigheter i Adminmeny' })).toBeVisible();
  });
  await visitDialog(
    page,
    'Superadmin: Lägg till segment',
    page.getByRole('button', { name: 'Lägg till segment' }),
    page.getByRole('dialog', { name: 'Lägg till segment' }),
  );
  await visitDialog(
    page,
    'Superadmin: Lägg till behörighet',
    page.getByRole('button', { name: 'Lägg till behörighet' }),
    page.getByRole('dialog', { name: /^Lägg till behörighet/ }),
  );
  await visitDialog(
    page,
    'Superadmin: Redigera segment',
    page.getByRole('button', { name: 'Redigera', exact: true }),
    page.getByRole('dialog'),
  );
  await visit(page, 'Superadmin: databas', async () => {
    await page.getByRole('tab', { name: 'Databas' }).click();
    await page
      .getByRole('list', { name: 'Tabeller' })
      .getByRole('button', { name: 'persons', exact: true })
      .click();
    await expect(page.getByRole('table', { name: 'Tabellen persons' }).getByRole('row').nth(1)).toBeVisible();
  });
  const units = page.getByRole('list', { name: 'Organisationens enheter' });
  await visit(page, 'Superadmin: organisation', async () => {
    await page.getByRole('tab', { name: 'Organisation' }).click();
    await expect(units.getByRole('button', { name: /^Förskolan Solrosen/ })).toBeVisible();
  });
  await visitDialog(
    page,
    'Superadmin: Redigera enhet',
    units.getByRole('button', { name: /^Förskolan Solrosen/ }),
    page.getByRole('dialog', { name: 'Redigera Förskolan Solrosen' }),
  );
}

async function walkDevices(page: Page) {
  await visit(page, 'Chromedatorer: datorkortet', async () => {
    await page.goto('/devices?search=5CD9666EVL');
    await page
      .getByRole('list', { name: 'Sökresultat' })
      .getByRole('link', { name: /5CD9666EVL/ })
      .click();
    await expect(page.getByRole('article', { name: /5CD9666EVL$/ }).getByText(/ledigt av/)).toBeVisible();
  });
  await visit(page, 'CB Fakturering: sök', async () => {
    await page.goto('/device-invoice-list');
    await page.getByPlaceholder('serienummer, e-post eller system:system_id').fill('finns inte alls');
    await expect(page.getByText('Inga fakturor hittades')).toBeVisible();
  });
  await visit(page, 'CB Fakturering: Freshservice', async () => {
    await page.getByRole('tab', { name: 'Chromebook fakturaunderlag från Freshservice' }).click();
    await expect(page.getByRole('checkbox', { name: '5201 Nordljus grundskola Centrum' })).toBeVisible();
  });
  await visit(page, 'CB Fakturering: ärendena', async () => {
    await page.getByRole('checkbox', { name: '5201 Nordljus grundskola Centrum' }).check();
    await page.getByRole('button', { name: 'Hämta' }).click();
    await expect(page.getByRole('table', { name: 'Ärenden' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 30_000,
    });
  });
}

async function walkCommunicationAndStudybuddy(page: Page) {
  await visit(page, 'Kommunikation: SMS-utskick', async () => {
    await page.goto('/communication');
    await page
      .getByLabel('Spreadsheet länk')
      .fill('https://docs.google.com/spreadsheets/d/demo-sms-klass-7a/edit?usp=sharing');
    await page.getByRole('button', { name: 'Hämta' }).click();
    await expect(page.getByText('10 nummer hämtade.')).toBeVisible();
    await page.getByLabel('Meddelande').fill('Välkomna på föräldramöte!');
    await expect(page.getByText(/^Beräknad kostnad/)).toBeVisible();
  });
  const card = page.getByRole('article', { name: 'Fotosyntes' });
  await visit(page, 'Studybuddy: ämneskortet', async () => {
    await page.goto('/studybuddy');
    await page
      .getByRole('list', { name: 'Ämnen' })
      .getByRole('link', { name: /Fotosyntes/ })
      .click();
    await card.getByRole('button', { name: /Uppladdaded filer/ }).click();
    // A seeded subject's files may be gone with an earlier process's bucket: either is the section open.
    await expect(
      page.getByRole('list', { name: 'Uppladdaded filer' }).or(card.getByText('Inga filer')),
    ).toBeVisible();
  });
  await visitDialog(
    page,
    'Studybuddy: Skapa ämne',
    page.getByRole('button', { name: 'Skapa ämne' }),
    page.getByRole('dialog', { name: 'Skapa ämne' }),
  );
  await visitDialog(
    page,
    'Studybuddy: Redigera ämnet',
    card.getByRole('button', { name: 'Uppdatera' }),
    page.getByRole('dialog', { name: 'Redigera ämnet' }),
  );
  await visitDialog(
    page,
    'Studybuddy: Bekräfta val',
    card.getByRole('button', { name: 'Ta bort' }),
    page.getByRole('dialog', { name: 'Bekräfta val' }),
  );
}

/** The walk's parts, signed in already, in the side menu's order of areas; each stands on its own. */
export const AREAS: [string, (page: Page) => Promise<void>][] = [
  ['the shell', walkShell],
  ['persons', walkPersons],
  ['groups', walkGroups],
  ['communication and study-buddy', walkCommunicationAndStudybuddy],
  ['preschool', walkPreschool],
  ['school units and synchronisation', walkSchools],
  ['devices and device invoices', walkDevices],
  ['superadmin', walkSuperadmin],
];
