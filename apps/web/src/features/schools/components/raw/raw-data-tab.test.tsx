import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { centrumInfo, schoolsState } from '@/test/handlers/schools.ts';
import { axeTags, renderSchoolsPage } from '../schools-test-utils.tsx';

const tabNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('RawDataTab', () => {
  it('shows only Grupper unless the unit is business 200, and the person types for 200', async () => {
    const state = schoolsState();
    state.info.set(202, { id: 202, name: 'Gymnasiet Norr', business_id: 300, extension: { system_ids: [] } });
    renderSchoolsPage('/school?location=202&tab=2', { state });
    const norr = await screen.findByRole('tablist', { name: 'Exporttyper' });
    expect(tabNames(norr)).toEqual(['Grupper']);
  });

  it('lists the groups of business 200 in a table and the five tabs', async () => {
    renderSchoolsPage('/school?location=201&tab=2');
    const list = await screen.findByRole('tablist', { name: 'Exporttyper' });
    expect(tabNames(list)).toEqual(['Grupper', 'Personer', 'Elever', 'Vårdnadshavare', 'Lärare']);

    const table = await screen.findByRole('table', { name: 'Grupper' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Namn', 'Id', 'Typ', 'Start', 'Slut', 'Medlemmar']);
    expect(bodyRows(table)).toEqual([
      ['NA23a', 'g-1', 'Klass', '2025-08-18', '2026-06-12', '2'],
      ['Matematik 2c', 'g-2', 'Gymnasiet kurs', '2026-01-08', '-', '1'],
    ]);
    expect(screen.getByText('2 poster')).toBeDefined();
  });

  it('filters on Filtrera and on Enter, not while typing', async () => {
    const user = userEvent.setup();
    renderSchoolsPage('/school?location=201&tab=2');
    await user.click(await screen.findByRole('tab', { name: 'Personer' }));
    const table = await screen.findByRole('table', { name: 'Personer' });
    expect(bodyRows(table)).toHaveLength(2);

    const field = screen.getByRole('textbox', { name: 'Filter' });
    await user.type(field, 'TEACHER');
    expect(bodyRows(table)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Filtrera' }));
    expect(bodyRows(screen.getByRole('table', { name: 'Personer' }))).toEqual([
      ['Nils', 'Ek', '19800303-3456', 'nils.ek@example.se', 'Teacher'],
    ]);

    await user.clear(field);
    await user.type(field, 'berg{Enter}');
    expect(bodyRows(screen.getByRole('table', { name: 'Personer' }))).toEqual([
      ['Ella', 'Berg', '20080101-1234', 'ella.berg@elev.example.se', 'Student'],
    ]);
    expect(screen.getByText('1 poster')).toBeDefined();
  });

  it('says quietly that a type the system does not export is missing, with no notice', async () => {
    const user = userEvent.setup();
    renderSchoolsPage('/school?location=201&tab=2');
    await user.click(await screen.findByRole('tab', { name: 'Elever' }));
    const card = await screen.findByRole('region', { name: 'Elever' });
    expect(await within(card).findByText('Ingen exportfil av den typen finns för enheten.')).toBeDefined();
    expect(screen.queryByText(/^ERROR 404/)).toBeNull();
    expect(screen.queryByRole('table', { name: 'Elever' })).toBeNull();
  });

  it('lists business 300’s groups as cards with name, id, dates and member count', async () => {
    const state = schoolsState();
    state.info.set(201, { ...centrumInfo, business_id: 300 });
    renderSchoolsPage('/school?location=201&tab=2', { state });
    const list = await screen.findByRole('list', { name: 'Grupper' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { name: 'NA23a' })).toBeDefined();
    expect(items[0]?.textContent).toContain('Id: g-1');
    expect(items[0]?.textContent).toContain('2025-08-18 – 2026-06-12');
    expect(items[0]?.textContent).toContain('2 medlemmar');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows at most 200 rows and says how many there are', async () => {
    const state = schoolsState();
    const groups = Array.from({ length: 250 }, (_, index) => ({
      id: `g-${index}`,
      name: `Grupp ${index}`,
      grouptype: { scheme: 'Klass' },
      extension: { startdate: null, enddate: null },
      socialnumber: [],
    }));
    state.rawRecords?.set('adela/201/group', groups);
    renderSchoolsPage('/school?location=201&tab=2', { state });
    const table = await screen.findByRole('table', { name: 'Grupper' });
    expect(bodyRows(table)).toHaveLength(200);
    expect(screen.getByText('Visar 200 av 250')).toBeDefined();
  });

  it('has no axe violations, in the table and in the card layout', async () => {
    const { container } = renderSchoolsPage('/school?location=201&tab=2');
    await screen.findByRole('table', { name: 'Grupper' });
    expect((await axe.run(container, axeTags)).violations).toEqual([]);
  });

  it('has no axe violations in business 300’s card layout', async () => {
    const state = schoolsState();
    state.info.set(201, { ...centrumInfo, business_id: 300 });
    const { container } = renderSchoolsPage('/school?location=201&tab=2', { state });
    await screen.findByRole('list', { name: 'Grupper' });
    expect((await axe.run(container, axeTags)).violations).toEqual([]);
  });
});
