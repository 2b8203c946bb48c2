import type { TGroup } from '@kansli/domain/groups/groups';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import GoogleIcon from '@mui/icons-material/Google';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BusyButton } from '@/components/busy-button.tsx';
import { usePublishGroupToCampus } from '@/features/groups/api/publish-group-campus.ts';
import {
  type GooglePublishResult,
  usePublishGroupToGoogle,
} from '@/features/groups/api/publish-group-google.ts';
import { showNotice } from '@/lib/notice-store.ts';

export const CAMPUS_PUBLISHED_TEXT = 'Gruppen är publicerad till Campus';

/** The notice after 'Publicera till Google': what changed among the members in Google. */
export function googlePublishedNotice({ added, removed, withoutAccount }: GooglePublishResult): string {
  const counts = `Gruppen är publicerad till Google: ${added} tillagda, ${removed} borttagna`;
  return withoutAccount > 0 ? `${counts}, utan Google-konto: ${withoutAccount}` : counts;
}

/**
 * Spec part 2, 2 and 4: publish to Campus (the card then shows the new publishedAt), publish to Google
 * and the group's page in the campus admin; the last two only for a group the campus platform knows.
 */
export function GroupActions({ group }: { group: TGroup }) {
  const campus = usePublishGroupToCampus(group.id);
  const google = usePublishGroupToGoogle(group.id);
  const { campusId, campusAdminUrl } = group.extension;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <BusyButton
        variant="outlined"
        size="small"
        busy={campus.isPending}
        startIcon={<CloudUploadIcon />}
        onClick={() => campus.mutate(undefined, { onSuccess: () => showNotice(CAMPUS_PUBLISHED_TEXT) })}
      >
        Publicera till Campus
      </BusyButton>
      {campusId && (
        <BusyButton
          variant="outlined"
          size="small"
          busy={google.isPending}
          startIcon={<GoogleIcon />}
          onClick={() =>
            google.mutate(undefined, { onSuccess: (result) => showNotice(googlePublishedNotice(result)) })
          }
        >
          Publicera till Google
        </BusyButton>
      )}
      {campusId && campusAdminUrl && (
        <Button
          variant="outlined"
          size="small"
          component="a"
          href={campusAdminUrl}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNewIcon />}
        >
          Öppna i Campus-admin
        </Button>
      )}
    </Box>
  );
}
