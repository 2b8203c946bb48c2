import type { TGroup } from '@kansli/domain/groups/groups';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** 'Visa Campus-admin': the group's page in the campus platform's admin, embedded below the card. */
export function CampusAdminView({ group }: { group: TGroup }) {
  const url = group.extension.campusAdminUrl;
  if (!url) {
    return <Typography color="text.secondary">Gruppen finns inte i Campus-admin.</Typography>;
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
      <iframe
        src={url}
        title={`Campus-admin för ${group.name}`}
        referrerPolicy="no-referrer"
        style={{ display: 'block', width: '100%', height: '70vh', minHeight: 480, border: 0 }}
      />
    </Paper>
  );
}
