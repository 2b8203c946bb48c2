import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseFilter } from '@/features/superadmin/utils/database-filter.ts';
import { databaseHandlers, databaseTables } from '@/test/handlers/database.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { DatabaseGrid } from './database-grid.tsx';
import { FILTER_DEBOUNCE_MS } from './use-filter-draft.ts';

const roles = databaseTables.find((table) => table.name === 'person_roles');

/**
 * The grid under an address the test moves by hand: the filters handed on wait in `handedOn` until
 * `arrive` shows one of them, as a busy browser does.
 */
function renderGrid() {
  const handedOn: DatabaseFilter[] = [];
  let show: (filter: DatabaseFilter) => void = () => {};
  function Address() {
    const [filter, setFilter] = useState<DatabaseFilter>({});
    show = setFilter;
    return roles ? (
      <DatabaseGrid
        table={roles}
        filter={filter}
        offset={0}
        onFilterChange={(next) => handedOn.push(next)}
        onOffsetChange={() => {}}
        onJump={() => {}}
      />
    ) : null;
  }
  server.use(...databaseHandlers());
  renderRoutes([{ path: '/', element: <Address /> }], '/');
  return { handedOn, arrive: (filter: DatabaseFilter) => act(() => show(filter)) };
}

const filterBox = (column: string) => screen.getByRole('searchbox', { name: `Filtrera ${column}` });
const type = (column: string, text: string) =>
  fireEvent.change(filterBox(column), { target: { value: text } });
const pause = () => act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));

afterEach(() => {
  vi.useRealTimers();
});

describe("the Databas grid's filter row", () => {
  it('keeps a filter typed while the address still shows an older one', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { handedOn, arrive } = renderGrid();

    type('role_name', 'Lärare');
    pause();
    type('person_id', '42');
    pause();
    expect(handedOn).toEqual([{ role_name: 'Lärare' }, { role_name: 'Lärare', person_id: '42' }]);

    arrive({ role_name: 'Lärare' });
    expect(filterBox('person_id')).toHaveProperty('value', '42');
    pause();
    arrive({ role_name: 'Lärare', person_id: '42' });
    pause();
    expect(filterBox('role_name')).toHaveProperty('value', 'Lärare');
    expect(filterBox('person_id')).toHaveProperty('value', '42');
    expect(handedOn).toHaveLength(2);
  });

  it('shows a filter changed from outside in place of the one typed', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { handedOn, arrive } = renderGrid();

    type('role_name', 'Lärare');
    pause();
    arrive({ role_name: 'Lärare' });
    arrive({ id: '=2' });
    expect(filterBox('id')).toHaveProperty('value', '=2');
    expect(filterBox('role_name')).toHaveProperty('value', '');
    pause();
    expect(handedOn).toEqual([{ role_name: 'Lärare' }]);
  });
});
