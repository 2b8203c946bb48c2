import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { BusyButton } from '@/components/busy-button.tsx';
import { usePublishPerson } from '@/features/persons/api/publish-person.ts';
import { showNotice } from '@/lib/notice-store.ts';

export const PUBLISHED_NOTICE = 'Personen är publicerad';

/** 'Publicera' (spec 2.4): publishes the person to the campus platform. */
export function PublishButton({ personId }: { personId: number }) {
  const publish = usePublishPerson(personId);
  return (
    <BusyButton
      variant="outlined"
      size="small"
      busy={publish.isPending}
      startIcon={<CloudUploadIcon />}
      onClick={() => publish.mutate(undefined, { onSuccess: () => showNotice(PUBLISHED_NOTICE) })}
    >
      Publicera
    </BusyButton>
  );
}
