import type { TPersonCard } from '@kansli/domain/persons/person-card';
import Box from '@mui/material/Box';
import { CampusLinkButton } from './campus-link-button.tsx';
import { GhostButton } from './ghost-button.tsx';
import { OverviewButton } from './overview-button.tsx';
import { PermissionsButton } from './permissions-button.tsx';
import { PublishButton } from './publish-button.tsx';
import { PublishCampusButton } from './publish-campus-button.tsx';
import { SetupEmailButton } from './setup-email-button.tsx';

/** The buttons on the person card (spec 2.4), in a row that wraps on narrow screens. */
export function PersonActions({ person }: { person: TPersonCard }) {
  // Keyed by the person: an open dialog or a running call never carries over to the next person shown.
  return <ActionRow key={person.id} person={person} />;
}

function ActionRow({ person }: { person: TPersonCard }) {
  const fullName = `${person.givenName} ${person.familyName}`;
  const { campusId, campusUrl } = person.extension;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <OverviewButton person={person} />
      <PublishButton personId={person.id} />
      <PublishCampusButton personId={person.id} />
      <GhostButton personId={person.id} fullName={fullName} />
      {campusId && campusUrl && <CampusLinkButton campusUrl={campusUrl} />}
      <SetupEmailButton person={person} />
      <PermissionsButton personId={person.id} fullName={fullName} />
    </Box>
  );
}
