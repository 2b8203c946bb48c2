import type { TGroup } from '@kansli/domain/groups/groups';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CardSection } from '@/components/card-section.tsx';

/** The ids the systems know the group by: Kansli's own ('admin') first, then the school system's. */
export function SystemIdsSection({ group }: { group: TGroup }) {
  return (
    <CardSection title="System">
      <Table size="small" aria-label="System-id">
        <TableHead>
          <TableRow>
            <TableCell>System</TableCell>
            <TableCell>Id</TableCell>
            <TableCell>Segment</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.extension.systemIds.map(({ system, systemId, systemSegment }) => (
            <TableRow key={`${system}:${systemId}`}>
              <TableCell>{system}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{systemId}</TableCell>
              <TableCell>{systemSegment ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardSection>
  );
}
