import type { TSubject } from '@kansli/domain/studybuddy/subjects';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SearchLayout } from '@/components/search/search-layout.tsx';
import { showNotice } from '@/lib/notice-store.ts';
import { useDeleteSubject } from '../api/delete-subject.ts';
import { useSubject } from '../api/get-subject.ts';
import { useSubjects } from '../api/get-subjects.ts';
import { useSubjectRoute } from '../hooks/use-subject-route.ts';
import { DeleteSubjectDialog } from './delete-subject-dialog.tsx';
import { SubjectDetail } from './subject-detail.tsx';
import { SubjectDialog } from './subject-dialog.tsx';
import { SubjectList, SubjectSearchField } from './subject-list.tsx';
import {
  CREATE_BUTTON,
  CREATED_NOTICE,
  DELETED_NOTICE,
  NONE_SELECTED,
  NOT_FOUND,
  PAGE_TITLE,
  SAVED_NOTICE,
} from './texts.ts';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; subject: TSubject }
  | { kind: 'delete'; subjectId: number };

// Spec part 2, 2 'Study-buddy subject manager': /studybuddy?subject={id}. The list beside the selected
// subject's card on a wide screen, above it on a phone.
export function StudybuddyPage() {
  const { subjectId, select, pathOf } = useSubjectRoute();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const subjects = useSubjects();
  const listed = subjects.data?.find((subject) => subject.id === subjectId);
  const selected = useSubject(subjectId, listed);
  const remove = useDeleteSubject();

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {PAGE_TITLE}
      </Typography>
      <SearchLayout
        search={
          <>
            <SubjectSearchField search={search} onSearch={setSearch} />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'create' })}
              sx={{ justifySelf: 'start' }}
            >
              {CREATE_BUTTON}
            </Button>
            <SubjectList
              subjects={subjects.data}
              failed={subjects.isError}
              search={search}
              selectedId={subjectId}
              pathOf={pathOf}
            />
          </>
        }
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          {subjectId === undefined ? (
            <Typography color="text.secondary">{NONE_SELECTED}</Typography>
          ) : selected.data ? (
            <SubjectDetail
              subject={selected.data}
              onEdit={() => selected.data && setDialog({ kind: 'edit', subject: selected.data })}
              onDelete={() => setDialog({ kind: 'delete', subjectId })}
            />
          ) : selected.isError ? (
            <Typography color="text.secondary">{NOT_FOUND}</Typography>
          ) : (
            <Box aria-busy="true">
              <Skeleton variant="text" width="50%" height={40} />
              <Skeleton variant="rounded" height={160} />
            </Box>
          )}
        </Paper>
      </SearchLayout>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <SubjectDialog
          subject={dialog.kind === 'edit' ? dialog.subject : null}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            showNotice(dialog.kind === 'edit' ? SAVED_NOTICE : CREATED_NOTICE);
            select(saved.id);
          }}
        />
      )}
      <DeleteSubjectDialog
        open={dialog?.kind === 'delete'}
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(dialog.subjectId, {
            onSuccess: () => {
              setDialog(null);
              showNotice(DELETED_NOTICE);
              select(undefined);
            },
          });
        }}
      />
    </Box>
  );
}
