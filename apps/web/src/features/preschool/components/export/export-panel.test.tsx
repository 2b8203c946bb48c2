import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PreschoolUnit } from '@/features/preschool/api/list-locations.ts';
import { solrosen } from '@/test/handlers/preschool.ts';
import { renderRoutes } from '@/test/render.tsx';
import { apiError, server } from '@/test/server.ts';
import { ExportPanel, GDPR_REMINDER } from './export-panel.tsx';

const lingonet: PreschoolUnit = { ...solrosen, id: 102, name: 'Förskolan Lingonet', cost_center: '4102' };
const testUnit: PreschoolUnit = { ...solrosen, id: 199, name: 'TEST Förskolan Prov', cost_center: '4199' };
const SPREADSHEET_URL = 'https://docs.google.com/spreadsheets/d/abc123/edit';

function renderPanel() {
  return renderRoutes([{ path: '*', element: <ExportPanel units={[solrosen, lingonet, testUnit]} /> }], '/');
}

/** Answers the export once released, recording the bodies it was sent. */
function exportHandler(
  answer: () => Response = () => HttpResponse.json({ spreadsheetUrl: SPREADSHEET_URL }),
) {
  const bodies: unknown[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('/api/preschool/export', async ({ request }) => {
      bodies.push(await request.json());
      await held;
      await delay(1);
      return answer();
    }),
  );
  return { bodies, release };
}

describe('ExportPanel', () => {
  it('lists the units but the test ones, and chooses all or some of them', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    for (const name of ['Välj alla', '4101 Förskolan Solrosen', '4102 Förskolan Lingonet']) {
      expect(screen.getByRole('checkbox', { name })).toBeDefined();
    }
    expect(screen.queryByText(/TEST/)).toBeNull();
    const exportButton = screen.getByRole('button', { name: 'Exportera' });
    expect(exportButton.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Ladda ner som Excel (.xlsx)').closest('a')?.getAttribute('href')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: '4102 Förskolan Lingonet' }));
    const all = screen.getByRole('checkbox', { name: 'Välj alla' }) as HTMLInputElement;
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    expect(exportButton.hasAttribute('disabled')).toBe(false);
    await user.click(all);
    expect(all.checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: '4101 Förskolan Solrosen' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Ladda ner som Excel (.xlsx)' }).getAttribute('href')).toBe(
      '/api/preschool/export.xlsx?costCenters=4101%2C4102',
    );
    await user.click(all);
    expect(exportButton.hasAttribute('disabled')).toBe(true);
  });

  it('exports the chosen units with a spinner, then links the spreadsheet with the GDPR reminder', async () => {
    const user = userEvent.setup();
    const { bodies, release } = exportHandler();
    renderPanel();
    await user.click(screen.getByRole('checkbox', { name: '4102 Förskolan Lingonet' }));
    await user.click(screen.getByRole('button', { name: 'Exportera' }));
    const busy = screen.getByRole('button', { name: 'Exportera' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.querySelector('[role="progressbar"]')).not.toBeNull();
    release();

    const link = await screen.findByRole('link', { name: 'Öppna kalkylarket' });
    expect(link.getAttribute('href')).toBe(SPREADSHEET_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.getByText(GDPR_REMINDER)).toBeDefined();
    expect(bodies).toEqual([{ costCenters: ['4102'] }]);
  });

  it('ignores a failed export silently: no notice and no link (spec 8)', async () => {
    const user = userEvent.setup();
    const { release } = exportHandler(() =>
      apiError(502, 'Google Sheets: spreadsheet creation answered HTTP 503'),
    );
    release();
    renderPanel();
    await user.click(screen.getByRole('checkbox', { name: 'Välj alla' }));
    await user.click(screen.getByRole('button', { name: 'Exportera' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Exportera' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByRole('link', { name: 'Öppna kalkylarket' })).toBeNull();
    expect(screen.queryByText(/ERROR/)).toBeNull();
  });

  it('carries ghost_as in the download while ghosting', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('ghost_as', '42');
    renderPanel();
    await user.click(screen.getByRole('checkbox', { name: '4101 Förskolan Solrosen' }));
    expect(screen.getByRole('link', { name: 'Ladda ner som Excel (.xlsx)' }).getAttribute('href')).toBe(
      '/api/preschool/export.xlsx?costCenters=4101&ghost_as=42',
    );
  });

  it('has no WCAG 2.1 A or AA violations, with a unit chosen and the link shown', async () => {
    const user = userEvent.setup();
    const { release } = exportHandler();
    release();
    const { container } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: '4101 Förskolan Solrosen' }));
    await user.click(screen.getByRole('button', { name: 'Exportera' }));
    await screen.findByRole('link', { name: 'Öppna kalkylarket' });
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
