import { chromium } from 'playwright-core';
import { printRows } from './harness.ts';

const RUNS = 7;

/**
 * The overview's first paint in Chromium after choosing a month: from the click on 'Föregående månad'
 * to the frame after the month's rows are in the table. Each month is asked for the first time, so
 * every run waits for the server.
 */
export async function overviewFirstPaint(server: { url: string; cookie: string }, costCenter: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
      viewport: { width: 1280, height: 800 },
    });
    const [name = '', value = ''] = server.cookie.split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/billing/preschool?unit=${costCenter}&qpm=t1`);
    const table = page.getByRole('table', { name: 'Barn' });
    await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      times.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const heading = document.querySelector('section h2')?.textContent;
              const started = performance.now();
              const painted = () => {
                const busy = document.querySelector('table[aria-busy="true"]');
                const row = document.querySelector('table[aria-label="Barn"] tbody tr td:nth-child(2)');
                if (!busy && row && document.querySelector('section h2')?.textContent !== heading) {
                  requestAnimationFrame(() => resolve(performance.now() - started));
                } else requestAnimationFrame(painted);
              };
              document.querySelector<HTMLButtonElement>('button[aria-label="Föregående månad"]')?.click();
              requestAnimationFrame(painted);
            }),
        ),
      );
    }
    times.sort((a, b) => a - b);
    printRows(`Overview in Chromium, first paint after choosing a month (${RUNS} months)`, [
      {
        figure: 'median',
        value: times[Math.floor(RUNS / 2)] ?? Number.NaN,
        unit: 'ms',
        budget: { max: 1000 },
      },
      { figure: 'slowest', value: times.at(-1) ?? Number.NaN, unit: 'ms' },
    ]);
  } finally {
    await browser.close();
  }
}
