import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useDatabaseTables } from '@/features/superadmin/api/list-database-tables.ts';
import { useSuperadminRoute } from '@/features/superadmin/hooks/use-superadmin-route.ts';
import { parseFilterParam } from '@/features/superadmin/utils/database-filter.ts';
import { ChoiceList, Column, ColumnNote, ColumnSkeleton } from '../column.tsx';
import { DatabaseGrid } from './database-grid.tsx';
import { CHOOSE_TABLE_TEXT, TABLES_FAILED_TEXT, TABLES_TITLE } from './texts.ts';

/**
 * 'Databas' (spec part 2, 2): the catalogue's tables on the left, the chosen one's grid beside them.
 * The table, its filter and its page live in the address, so a foreign key's jump is a step back.
 */
export function DatabaseTab() {
  const tables = useDatabaseTables();
  const { table: tableName, filterText, offset, change } = useSuperadminRoute();
  const filter = useMemo(() => parseFilterParam(filterText), [filterText]);
  const table = tables.data?.find((candidate) => candidate.name === tableName);
  const items = useMemo(
    () => (tables.data ?? []).map((entry) => ({ id: entry.name, primary: entry.name })),
    [tables.data],
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Column title={TABLES_TITLE}>
        {tables.isPending && <ColumnSkeleton label="Läser tabellerna" lines={8} />}
        {tables.isError && <ColumnNote error>{TABLES_FAILED_TEXT}</ColumnNote>}
        {tables.isSuccess && (
          <Box sx={{ maxHeight: { xs: 240, md: '70vh' }, overflowY: 'auto' }}>
            <ChoiceList
              label={TABLES_TITLE}
              items={items}
              selectedId={table?.name ?? null}
              onSelect={(name) => change({ table: name, filter: {}, offset: 0 })}
            />
          </Box>
        )}
      </Column>
      {table ? (
        <DatabaseGrid
          key={table.name}
          table={table}
          filter={filter}
          offset={offset}
          onFilterChange={(next) => change({ filter: next, offset: 0 }, { replace: true })}
          onOffsetChange={(next) => change({ offset: next })}
          onJump={(jump) => change({ table: jump.table, filter: jump.filter, offset: 0 })}
        />
      ) : (
        tables.isSuccess && <ColumnNote>{CHOOSE_TABLE_TEXT}</ColumnNote>
      )}
    </Box>
  );
}
