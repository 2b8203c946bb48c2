import type { TPublishResult } from '@kansli/domain/persons/publishing';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { BusyButton } from '@/components/busy-button.tsx';
import { usePublishCampus } from '@/features/persons/api/publish-campus.ts';
import { showNotice } from '@/lib/notice-store.ts';

/** The notice after 'Publicera NY', with what went along with the person. */
export function publishedWithRelationsNotice({ guardians = 0, memberships = 0 }: TPublishResult): string {
  return `Personen är publicerad med ${guardians} vårdnadshavare och ${memberships} gruppmedlemskap`;
}

/** 'Publicera NY' (spec 2.4): publishes the person with their guardians and group memberships. */
export function PublishCampusButton({ personId }: { personId: number }) {
  const publish = usePublishCampus(personId);
  return (
    <BusyButton
      variant="outlined"
      size="small"
      busy={publish.isPending}
      startIcon={<CloudSyncIcon />}
      onClick={() =>
        publish.mutate(undefined, { onSuccess: (result) => showNotice(publishedWithRelationsNotice(result)) })
      }
    >
      Publicera NY
    </BusyButton>
  );
}
