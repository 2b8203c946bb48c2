import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type RawRecord, type RawRecordType, useRawRecords } from '@/features/schools/api/get-raw-records.ts';
import { isApiError } from '@/lib/api-client.ts';
import { CardNote, CardSkeleton, UnitCard } from '../unit-card.tsx';
import { filterRecords, memberCount, RAW_COLUMNS, RAW_ROW_LIMIT, textAt } from './record-columns.ts';

type Props = {
  system: string;
  locationId: number;
  type: RawRecordType;
  /** The tab's label, the card's title. */
  title: string;
  filter: string;
  /** Groups as a list of cards (business_id 300) instead of a table. */
  groupCards?: boolean;
};

/** One export type's records of the unit's newest export: filtered, at most RAW_ROW_LIMIT of them. */
export function RawRecordsCard({ system, locationId, type, title, filter, groupCards = false }: Props) {
  const records = useRawRecords(system, locationId, type);
  return <UnitCard title={title}>{content()}</UnitCard>;

  function content() {
    if (records.isPending) return <CardSkeleton label={`Hämtar ${title.toLowerCase()}`} />;
    if (records.isError) {
      return isApiError(records.error) && records.error.statusCode === 404 ? (
        <CardNote>Ingen exportfil av den typen finns för enheten.</CardNote>
      ) : (
        <CardNote error>Exportfilen kunde inte hämtas.</CardNote>
      );
    }
    const matching = filterRecords(records.data, type, filter);
    const shown = matching.slice(0, RAW_ROW_LIMIT);
    const count =
      matching.length > RAW_ROW_LIMIT
        ? `Visar ${RAW_ROW_LIMIT} av ${matching.length}`
        : `${matching.length} poster`;
    return (
      <>
        <CardNote>{count}</CardNote>
        {shown.length > 0 &&
          (groupCards && type === 'group' ? (
            <GroupCards groups={shown} title={title} />
          ) : (
            <RecordTable records={shown} type={type} title={title} />
          ))}
      </>
    );
  }
}

function RecordTable({ records, type, title }: { records: RawRecord[]; type: RawRecordType; title: string }) {
  const columns = RAW_COLUMNS[type];
  return (
    // Scrolls sideways inside the card on a phone; focusable so the keyboard can scroll it.
    <TableContainer tabIndex={0} role="region" aria-label={`${title}, tabell`} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {columns.map((col) => (
              <TableCell key={col.header} sx={{ whiteSpace: 'nowrap' }}>
                {col.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: raw records may repeat an id (a guardian per pupil)
            <TableRow key={index}>
              {columns.map((col) => (
                <TableCell key={col.header} sx={{ whiteSpace: 'nowrap' }}>
                  {col.value(record)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Business 300's layout of the groups: a card per group with its name, id, dates and member count. */
function GroupCards({ groups, title }: { groups: RawRecord[]; title: string }) {
  return (
    <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: raw records may repeat an id
        <Box component="li" key={index} sx={{ minWidth: 0 }}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
              <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {textAt(group, 'name')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {`Id: ${textAt(group, 'id')}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {`${textAt(group, 'extension', 'startdate')} – ${textAt(group, 'extension', 'enddate')}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {`${memberCount(group)} medlemmar`}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
