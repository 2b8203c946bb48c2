import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CardColumns } from '@/components/card-section.tsx';
import { LoadFailed } from '@/components/load-failed.tsx';
import { type PersonCard, usePerson } from '@/features/persons/api/get-person.ts';
import { isApiError } from '@/lib/api-client.ts';
import { PersonActions } from '../actions/person-actions.tsx';
import { fullNameOf } from '../format.ts';
import { PersonAvatar } from '../person-avatar.tsx';
import { ChromebooksSection } from './chromebooks-section.tsx';
import { EmailsSection } from './emails-section.tsx';
import { GuardiansSection } from './guardians-section.tsx';
import { HistorySection } from './history-section.tsx';
import { PersonalDataSection } from './personal-data-section.tsx';
import { PhonesSection } from './phones-section.tsx';
import { SyncSection } from './sync-section.tsx';
import { SystemsSection } from './systems-section.tsx';
import { UnitRolesSection } from './unit-roles-section.tsx';

const NOT_FOUND_TEXT = 'Personen finns inte.';

/** The card of the person in the address (spec 2.4), loaded by id. */
export function PersonDetail({ personId }: { personId: number }) {
  if (Number.isNaN(personId)) return <Typography color="text.secondary">{NOT_FOUND_TEXT}</Typography>;
  return <LoadedPersonDetail personId={personId} />;
}

function LoadedPersonDetail({ personId }: { personId: number }) {
  const person = usePerson(personId);
  if (person.data) {
    // Keyed by the person: an open dialog or its edits never carry over to the next person shown.
    return <PersonCardView key={person.data.id} person={person.data} />;
  }
  if (person.isPending) return <PersonDetailSkeleton />;
  if (isApiError(person.error, 404)) return <Typography color="text.secondary">{NOT_FOUND_TEXT}</Typography>;
  return <LoadFailed message="Personen kunde inte hämtas." onRetry={() => void person.refetch()} />;
}

export function PersonDetailSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Hämtar personen" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Skeleton variant="text" width="40%" height={40} />
      </Box>
      <Skeleton variant="rounded" height={36} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
}

function PersonCardView({ person }: { person: PersonCard }) {
  const { extension } = person;
  return (
    <Box component="article" aria-label={fullNameOf(person)} sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <PersonAvatar
            givenName={person.givenName}
            familyName={person.familyName}
            image={extension.avatarImage}
            size={64}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {fullNameOf(person)}
            </Typography>
            {extension.roles.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {extension.roles.join(', ')}
              </Typography>
            )}
          </Box>
        </Box>
        <PersonActions person={person} />
      </Box>
      <Divider />
      <CardColumns>
        <UnitRolesSection personId={person.id} fullName={fullNameOf(person)} />
        <PersonalDataSection person={person} />
        <GuardiansSection person={person} />
        <EmailsSection person={person} />
        <PhonesSection person={person} />
        <SystemsSection person={person} />
        <ChromebooksSection devices={extension.chromeDevices} />
        <SyncSection person={person} />
      </CardColumns>
      <HistorySection personId={person.id} />
    </Box>
  );
}
