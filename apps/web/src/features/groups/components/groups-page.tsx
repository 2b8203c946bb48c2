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
import { SearchField } from '@/components/search/search-field.tsx';
import { SearchLayout } from '@/components/search/search-layout.tsx';
import { groupQueryKeys } from '@/features/groups/api/query-keys.ts';
import { useGroupSearch } from '../api/search-groups.ts';
import { useGroupRoute } from '../hooks/use-group-route.ts';
import { useSelectedGroup } from '../hooks/use-selected-group.ts';
import { CampusAdminView } from './campus-admin-view.tsx';
import { GroupDetail } from './card/group-detail.tsx';
import { GroupResults } from './search/group-results.tsx';

// Spec part 2, 2 'Groups screen': /groups and /groups/{id}. The hits beside the chosen group's card on
// a wide screen, above it on a phone; the campus admin's view of the group below the card when asked.

/** Spec 9: the group search waits this long after the last key (and the request 100 ms more). */
export const GROUP_SEARCH_DEBOUNCE_MS = 500;
export const GROUP_SEARCH_PLACEHOLDER = 'namn, e-post eller system:system_id';

export function GroupsPage() {
  const { search, pageIndex, id: groupId, change, pathOf } = useGroupRoute();
  const results = useGroupSearch({ search, pageIndex });
  const selected = useSelectedGroup(groupId, results.data?.groups);
  const [showCampusAdmin, setShowCampusAdmin] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const queryClient = useQueryClient();

  // Stable, so that a render while typing does not restart the wait for a pause.
  const onSearch = useCallback(
    (next: string, { keepShown }: { keepShown: boolean }) =>
      change({ search: next, pageIndex: 0, ...(keepShown ? {} : { id: undefined }) }),
    [change],
  );

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
      <SearchLayout
        search={
          <>
            <SearchField
              search={search}
              onSearch={onSearch}
              shown={groupId}
              placeholder={GROUP_SEARCH_PLACEHOLDER}
              label="Sök grupp"
              waitMs={GROUP_SEARCH_DEBOUNCE_MS}
            />
            <FormControlLabel
              label="Visa Campus-admin"
              control={
                <Checkbox
                  checked={showCampusAdmin}
                  onChange={(_event, checked) => setShowCampusAdmin(checked)}
                />
              }
            />
            <GroupResults
              results={results}
              pageIndex={pageIndex}
              selectedId={groupId}
              pathOf={(group) => pathOf(group.id)}
              onPage={(next) => change({ pageIndex: next })}
            />
          </>
        }
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
            <GroupDetail selected={selected} />
          </Paper>
          {showCampusAdmin && selected.state === 'found' && <CampusAdminView group={selected.group} />}
        </Box>
      </SearchLayout>
    </Box>
  );
}
