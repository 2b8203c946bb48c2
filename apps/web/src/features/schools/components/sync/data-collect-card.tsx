import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { exportSystemOf } from '@kansli/domain/schools/export-system';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useExportFiles } from '@/features/schools/api/get-export-files.ts';
import { isApiError } from '@/lib/api-client.ts';
import { CardSkeleton, UnitCard } from '../unit-card.tsx';

/**
 * 'JENSEN data collect' (spec part 2, 2): for the unit's main system and the schedule system, the
 * export files in the bucket, or why there are none. Up to date when the newest name holds today's date.
 */
export function DataCollectCard({ locationId, unitName }: { locationId: number; unitName: string }) {
  return (
    <UnitCard title="JENSEN data collect">
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <SystemFiles system={exportSystemOf(unitName)} locationId={locationId} />
        <SystemFiles system="skola24" locationId={locationId} />
      </Box>
    </UnitCard>
  );
}

function SystemFiles({ system, locationId }: { system: string; locationId: number }) {
  const files = useExportFiles(system, locationId);
  if (files.isPending) return <CardSkeleton label={`Hämtar exportfiler från ${system}`} lines={2} />;
  if (files.isError) {
    const status = isApiError(files.error) ? files.error.statusCode : '-';
    return (
      <Line ok={false}>
        {`Exportfil från ${system} saknas i google storage, senaste hämtning: ${status} - ${files.error.message}`}
      </Line>
    );
  }
  const today = dateInStockholm(new Date(files.dataUpdatedAt));
  const upToDate = files.data[0]?.name.includes(today) ?? false;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Line ok={upToDate}>
        {upToDate
          ? `Exportfil från ${system} hämtad och lagrad i google storage`
          : `Exportfil från ${system} är inte från i dag, senaste: ${files.data[0]?.name ?? '-'}`}
      </Line>
      <Box
        component="ul"
        aria-label={`Exportfiler från ${system}`}
        sx={{ m: 0, pl: 4, color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {files.data.map((file) => (
          <Typography key={file.name} component="li" variant="body2">
            {file.name}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function Line({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CheckCircleIcon : ErrorIcon;
  return (
    <Typography variant="body2" color={ok ? 'success.main' : 'error'} sx={{ display: 'flex', gap: 1 }}>
      <Icon fontSize="small" aria-hidden="true" />
      <span>{children}</span>
    </Typography>
  );
}
