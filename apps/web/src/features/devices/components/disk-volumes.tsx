import { formatByteSize } from '@kansli/domain/devices/byte-size';
import type { TChromeDeviceData } from '@kansli/domain/devices/chrome-devices';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { EmptyLine } from '@/components/card-section.tsx';

/** The share of the volume that is free, 0–100; 0 for a volume that reports no size. */
export function freeShareOf(storageFree: string, storageTotal: string): number {
  const free = Number(storageFree);
  const total = Number(storageTotal);
  if (!Number.isFinite(free) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, (free / total) * 100));
}

/** Each disk volume with a bar of its free space and the sizes in 1024 steps (spec part 2, 9). */
export function DiskVolumes({ reports }: { reports: TChromeDeviceData['diskVolumeReports'] }) {
  const volumes = reports.flatMap((report) => report.volumeInfo);
  if (volumes.length === 0) return <EmptyLine>Inga diskvolymer rapporterade</EmptyLine>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {volumes.map((volume, index) => {
        const free = freeShareOf(volume.storageFree, volume.storageTotal);
        const text = `${formatByteSize(volume.storageFree)} ledigt av ${formatByteSize(volume.storageTotal)}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: volume ids may repeat across reports
          <Box key={index} sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {volume.volumeId || 'Volym'}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={free}
              aria-label={`Ledigt utrymme på ${volume.volumeId || 'volymen'}`}
              aria-valuetext={text}
              sx={{ height: 8, borderRadius: 1 }}
            />
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
