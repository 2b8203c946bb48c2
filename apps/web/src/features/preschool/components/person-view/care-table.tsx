import { formatSek } from '@kansli/domain/money/format';
import { careRunsInMonth, type TCarePeriod } from '@kansli/domain/preschool/care-period';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyText } from './view-layout.tsx';

const COLUMNS = ['Start', 'Slut', 'Kommun', 'Avdelning', 'Omsorgstid', 'Kostnad', 'Kommentar'];

/** The care periods that run in the month, deleted ones left out (spec 2.8). */
export function CareTable({ periods, month }: { periods: readonly TCarePeriod[]; month: string }) {
  const inMonth = periods
    .filter((period) => careRunsInMonth({ ...period, deleted: period._delete }, month))
    .sort((a, b) => a.start.localeCompare(b.start));
  if (inMonth.length === 0) return <EmptyText>Ingen omsorg under månaden</EmptyText>;
  return (
    // Focusable, so that the keyboard can scroll a table wider than a phone.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Omsorgsperioder"
      sx={{
        overflowX: 'auto',
        // The table's width does not widen the panel; it scrolls within it instead.
        contain: 'inline-size',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Kostnad' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {inMonth.map((period) => (
            <TableRow key={period.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{period.start}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{period.end ?? 'Tills vidare'}</TableCell>
              <TableCell>{period.commune}</TableCell>
              <TableCell>{period.department}</TableCell>
              <TableCell>{period.care_time}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {period.cost === null ? '' : formatSek(period.cost)}
              </TableCell>
              <TableCell>{period.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
