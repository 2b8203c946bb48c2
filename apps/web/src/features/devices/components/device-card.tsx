import { formatByteSize } from '@kansli/domain/devices/byte-size';
import { googleAdminDeviceUrl, type TChromeDevice } from '@kansli/domain/devices/chrome-devices';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardColumns, CardSection, EmptyLine, FieldList } from '@/components/card-section.tsx';
import { formatDate, formatDateTime } from '@/lib/format-date-time.ts';
import { DiskVolumes } from './disk-volumes.tsx';

// The detail card of a Chromebook (spec part 2, 2 'Chromebook device search', 3 'Chrome device'):
// every field Google Admin reports, the latest users each opening their person, and the way to the
// device in Google Admin.

/** The person screen searches by e-mail address and shows the first person found. */
export const personPathOfEmail = (email: string) => `/person?${new URLSearchParams({ search: email })}`;

/** Google sends the MAC address as bare hex digits: shown in pairs, as on the device's label. */
export function formatMac(mac: string | null): string {
  if (!mac) return '-';
  return /^[0-9a-f]{12}$/i.test(mac) ? (mac.toUpperCase().match(/../g) ?? []).join(':') : mac;
}

/** autoUpdateExpiration: milliseconds since 1970 as a string; the day the updates end. */
export function endOfLifeOf(autoUpdateExpiration: string | null): string {
  const ms = Number(autoUpdateExpiration);
  if (!autoUpdateExpiration || !Number.isFinite(ms) || ms <= 0) return '-';
  return formatDate(new Date(ms).toISOString());
}

function PersonLink({ email }: { email: string }) {
  return (
    <Link component={RouterLink} to={personPathOfEmail(email)} sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  );
}

/** Google's device statuses in Swedish; one Google adds later shows as Google sends it. */
const STATUS_TEXT: Record<string, string> = {
  ACTIVE: 'Aktiv',
  INACTIVE: 'Inaktiv',
  DISABLED: 'Spärrad',
  DEPROVISIONED: 'Avregistrerad',
  PRE_PROVISIONED: 'Förregistrerad',
  RETURN_REQUESTED: 'Retur begärd',
  RETURN_ARRIVED: 'Retur mottagen',
  SHIPPED_TO_CUSTOMER: 'Levererad',
  UNKNOWN: 'Okänd',
};

/** Google's boot modes: Verified runs the signed Chrome OS, Dev has the developer switch on. */
const BOOT_MODE_TEXT: Record<string, string> = { Verified: 'Verifierat läge', Dev: 'Utvecklarläge' };

export const deviceStatusText = (status: string) => STATUS_TEXT[status] ?? status;
export const bootModeText = (bootMode: string | null) =>
  bootMode ? (BOOT_MODE_TEXT[bootMode] ?? bootMode) : '-';

function Status({ status }: { status: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {status === 'ACTIVE' && (
        <CheckCircleIcon fontSize="small" color="success" aria-hidden data-testid="device-active" />
      )}
      {deviceStatusText(status)}
    </Box>
  );
}

export function deviceFieldsOf(device: TChromeDevice): { label: string; value: ReactNode }[] {
  const { data } = device.extension;
  return [
    { label: 'Status', value: <Status status={device.status} /> },
    { label: 'Användare', value: data.annotatedUser ? <PersonLink email={data.annotatedUser} /> : '-' },
    { label: 'Organisationsenhet', value: device.orgPath ?? '-' },
    { label: 'RAM', value: data.systemRamTotal ? formatByteSize(data.systemRamTotal) : '-' },
    { label: 'Uppdateringar upphör', value: endOfLifeOf(data.autoUpdateExpiration) },
    { label: 'OS-version', value: device.osVersion ?? '-' },
    { label: 'Startläge', value: bootModeText(data.bootMode) },
    { label: 'Firmware-version', value: data.firmwareVersion ?? '-' },
    { label: 'MAC-adress', value: formatMac(device.mac) },
    { label: 'Enhets-id', value: device.deviceId },
    { label: 'Senast synkad', value: formatDateTime(device.lastSync) },
  ];
}

export function DeviceCard({ device }: { device: TChromeDevice }) {
  const { data } = device.extension;
  const users = data.recentUsers;
  return (
    <Box
      component="article"
      aria-label={`${device.model} ${device.serialNumber}`}
      sx={{ display: 'grid', gap: 3, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {device.model || 'Chromebook'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Serienummer {device.serialNumber}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          endIcon={<OpenInNewIcon />}
          href={googleAdminDeviceUrl(device.deviceId)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Öppna i Google Admin
        </Button>
      </Box>
      <Divider />
      <CardColumns>
        <FieldList fields={deviceFieldsOf(device)} />
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <CardSection title="Lagring">
            <DiskVolumes reports={data.diskVolumeReports} />
          </CardSection>
          <CardSection title="Senaste användare">
            {users.length === 0 ? (
              <EmptyLine>Inga användare</EmptyLine>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {users.map((user, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: Google's order; unmanaged users have no address
                  <Typography component="li" variant="body2" key={index}>
                    {user.email ? <PersonLink email={user.email} /> : 'Okänd användare'}
                  </Typography>
                ))}
              </Box>
            )}
          </CardSection>
        </Box>
      </CardColumns>
    </Box>
  );
}
