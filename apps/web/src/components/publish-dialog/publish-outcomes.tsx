import type { TPublishRunItem } from '@kansli/domain/groups/publishing';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { PublishRun } from '@/lib/api/publish-runs.ts';

export const ITEM_STATUS_LABELS: Record<TPublishRunItem['status'], string> = {
  pending: 'Väntar',
  published: 'Publicerad',
  partial: 'Delvis publicerad',
  skipped: 'Hoppades över',
  failed: 'Misslyckades',
};

const STATUS_COLORS: Record<TPublishRunItem['status'], string> = {
  pending: 'text.secondary',
  published: 'success.main',
  partial: 'warning.main',
  skipped: 'text.secondary',
  failed: 'error.main',
};

/** The groups or persons of a run not published to everything chosen: failed, skipped or in part. */
export const notFullyPublished = (run: PublishRun) =>
  run.items.filter((item) => item.status !== 'published').length;

/** ...and how it went for each group or person of an ended run. */
export function PublishOutcomes({ run }: { run: PublishRun }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {run.status === 'failed' && <Alert severity="error">Publiceringen kunde inte slutföras.</Alert>}
      {run.failed > 0 && (
        <Alert severity="warning">
          {run.failed} av {run.total} misslyckades
        </Alert>
      )}
      {notFullyPublished(run) > run.failed && (
        <Alert severity="info">
          {notFullyPublished(run) - run.failed} av {run.total} publicerades inte till allt som valdes
        </Alert>
      )}
      {run.items.length > 0 && (
        <List
          aria-label={`Utfall för ${run.locationName}`}
          dense
          sx={{
            maxHeight: 400,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            py: 0,
          }}
        >
          {run.items.map((item) => (
            <ListItem key={item.id} divider>
              <ListItemText
                primary={item.name}
                secondary={
                  <>
                    <Box component="span" sx={{ color: STATUS_COLORS[item.status], fontWeight: 500 }}>
                      {ITEM_STATUS_LABELS[item.status]}
                    </Box>
                    {item.message && ` – ${item.message}`}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
