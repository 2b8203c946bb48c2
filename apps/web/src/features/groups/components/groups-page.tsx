import type { TGroup } from '@kansli/domain/groups/groups';
import PublishIcon from '@mui/icons-material/Publish';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PublishDialog } from '@/components/publish-dialog/publish-dialog.tsx';
import { groupQueryKeys } from '@/features/groups/api/query-keys.ts';
import { useGroupSearch } from '../api/search-groups.ts';
import { groupPathOf, useGroupRoute } from '../hooks/use-group-route.ts';
import { useSelectedGroup } from '../hooks/use-selected-group.ts';
import { CampusAdminView } from './campus-admin-view.tsx';
import { GroupDetail } from './card/group-detail.tsx';
import { GroupResults } from './search/group-results.tsx';
import { GroupSearchField } from './search/group-search-field.tsx';

// Spec part 2, 2 'Groups screen': /groups and /groups/{id}. The hits beside the chosen group's card on
// a wide screen, above it on a phone; the campus admin's view of the group below the card when asked.

export function GroupsPage() {
  const { search, pageIndex, groupId, change } = useGroupRoute();
  const results = useGroupSearch({ search, pageIndex });
  const selected = useSelectedGroup(groupId, results.data?.groups);
  const [showCampusAdmin, setShowCampusAdmin] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const queryClient = useQueryClient();

  // Stable, so that a render while typing does not restart the wait for a pause.
  const onSearch = useCallback(
    (next: string) => change({ search: next, pageIndex: 0, groupId: undefined }),
    [change],
  );
  const pathOf = (group: TGroup) => groupPathOf({ search, pageIndex, groupId: group.id });

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Grupper
        </Typography>
        <Button variant="outlined" startIcon={<PublishIcon />} onClick={() => setPublishOpen(true)}>
          Publicera
        </Button>
      </Box>
      <PublishDialog
        open={publishOpen}
        initialMode="groups"
        onClose={(published) => {
          setPublishOpen(false);
          // The run set the groups' publishedAt: the list and the card show it.
          if (published) void queryClient.invalidateQueries({ queryKey: groupQueryKeys.all });
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 360px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="search" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <GroupSearchField search={search} onSearch={onSearch} />
          <FormControlLabel
            label="Visa Campus-admin"
            control={
              <Checkbox
                checked={showCampusAdmin}
                onChange={(_event, checked) => setShowCampusAdmin(checked)}
              />
            }
          />
          {results.isError && !results.data ? (
            <Typography color="error" sx={{ py: 2 }}>
              Sökningen misslyckades.
            </Typography>
          ) : (
            <GroupResults
              answer={results.data}
              pageIndex={pageIndex}
              selectedId={groupId}
              stale={results.isPlaceholderData}
              pathOf={pathOf}
              onPage={(next) => change({ pageIndex: next })}
            />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
            <GroupDetail selected={selected} />
          </Paper>
          {showCampusAdmin && selected.state === 'found' && <CampusAdminView group={selected.group} />}
        </Box>
      </Box>
    </Box>
  );
}
