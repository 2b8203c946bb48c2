import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardSection, EmptyLine } from '@/components/card-section.tsx';
import type { PersonCard } from '@/features/persons/api/get-person.ts';
import { formatDateTime } from '@/lib/format-date-time.ts';

type ChromeDevice = PersonCard['extension']['chromeDevices'][number];

/** Spec 2.4 and 9: up to 3 Chromebooks, by order (the server limits and sorts them). */
const MAX_CHROMEBOOKS = 3;

export function ChromebooksSection({ devices }: { devices: readonly ChromeDevice[] }) {
  const shown = [...devices].sort((a, b) => a.order - b.order).slice(0, MAX_CHROMEBOOKS);
  return (
    <CardSection title="Chromebooks">
      {shown.length === 0 ? (
        <EmptyLine>Inga Chromebooks</EmptyLine>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shown.map((device) => (
            <li key={device.deviceId}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {device.model}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Serienummer {device.serialNumber} · Senast synkad {formatDateTime(device.lastSync)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </CardSection>
  );
}
