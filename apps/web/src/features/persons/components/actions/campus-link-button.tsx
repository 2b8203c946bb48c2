import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';

/** The person's page in the campus platform, in a new tab (shown only with a campusId, spec 2.4). */
export function CampusLinkButton({ campusUrl }: { campusUrl: string }) {
  return (
    <Button
      variant="outlined"
      size="small"
      component="a"
      href={campusUrl}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNewIcon />}
    >
      Öppna i Campus
    </Button>
  );
}
