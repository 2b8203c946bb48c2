import { parseStoredFileName } from '@kansli/domain/studybuddy/files';
import { SUBCATEGORY_MAX, SUBJECT_NAME_MAX, type TSubject } from '@kansli/domain/studybuddy/subjects';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button.tsx';
import { preloadable } from '@/lib/preloadable.tsx';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { useIdempotencyKey } from '@/lib/use-idempotency-key.ts';
import { useCreateSubject } from '../api/create-subject.ts';
import { useSubjectFiles } from '../api/get-subject-files.ts';
import { useUpdateSubject } from '../api/update-subject.ts';
import { useDownloadFile } from '../hooks/use-download-file.ts';
import { FilePicker } from './file-picker.tsx';
import { extractionNote, type ListedFile, SubjectFileList } from './subject-file-list.tsx';
import {
  CATEGORY_LABEL,
  CREATE_TITLE,
  EDIT_TITLE,
  FILES_TO_UPLOAD,
  NAME_LABEL,
  NAME_REQUIRED,
  SAVING_LABEL,
  TEXT_LABEL,
} from './texts.ts';

// The editor is the heaviest part of the screen: it loads when a dialog first opens.
const RichTextEditor = preloadable(() =>
  import('./rich-text-editor.tsx').then((module) => module.RichTextEditor),
);

/** Spec 9: the dialogs' width. */
const DIALOG_MAX_WIDTH = 1000;

/**
 * 'Skapa ämne' and 'Redigera ämnet' (spec part 2, 2, 4 and 5): name (required), category, text and
 * files. Creating makes the subject, then uploads its files; saving updates it, uploads the files
 * added and deletes those removed. A click outside does not close it.
 */
export function SubjectDialog({
  subject,
  onClose,
  onSaved,
}: {
  /** The subject edited; null creates one. */
  subject: TSubject | null;
  onClose: () => void;
  onSaved: (saved: TSubject) => void;
}) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const create = useCreateSubject();
  const update = useUpdateSubject(subject?.id ?? 0);
  const save = subject ? update : create;
  const stored = useSubjectFiles(subject?.id);
  const { downloading, download } = useDownloadFile();
  // Sent again after a failure, the same subject keeps its key and cannot be made twice.
  const idempotencyKeyOf = useIdempotencyKey();
  const [name, setName] = useState(subject?.subject ?? '');
  const [nameTouched, setNameTouched] = useState(false);
  const [category, setCategory] = useState(subject?.subcategory ?? '');
  const [text, setText] = useState(subject?.subject_text ?? '');
  const [added, setAdded] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const nameMissing = name.trim() === '';
  const busy = save.isPending;

  const storedFiles: ListedFile[] = (stored.data ?? subject?.files ?? [])
    .filter((file) => !removed.includes(file.name))
    .map((file) => ({
      key: file.name,
      name: parseStoredFileName(file.name)?.name ?? file.name,
      storedName: file.name,
      note: extractionNote(file.extraction),
    }));
  const newFiles: ListedFile[] = added.map((file, index) => ({
    key: `new-${index}-${file.name}`,
    name: file.name,
  }));

  const close = () => {
    if (!busy) onClose();
  };
  const submit = () => {
    setNameTouched(true);
    if (nameMissing || busy) return;
    const data = { subject: name.trim(), subcategory: category.trim(), subject_text: text };
    const options = { onSuccess: onSaved };
    if (subject) update.mutate({ data, added, removed }, options);
    else create.mutate({ data, files: added, idempotencyKey: idempotencyKeyOf(data) }, options);
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // Spec 2: only Avbryt or Escape closes it, so a stray click keeps what was written.
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: fullScreen ? undefined : DIALOG_MAX_WIDTH } } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{subject ? EDIT_TITLE : CREATE_TITLE}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <FilePicker onAdd={(files) => setAdded((current) => [...current, ...files])} disabled={busy} />
          <TextField
            label={NAME_LABEL}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setNameTouched(true)}
            required
            error={nameTouched && nameMissing}
            helperText={nameTouched && nameMissing ? NAME_REQUIRED : undefined}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: SUBJECT_NAME_MAX } }}
          />
          <TextField
            label={CATEGORY_LABEL}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: SUBCATEGORY_MAX } }}
          />
          <Suspense
            fallback={<Skeleton role="status" variant="rounded" height={200} aria-label={TEXT_LABEL} />}
          >
            <RichTextEditor label={TEXT_LABEL} value={text} onChange={setText} disabled={busy} />
          </Suspense>
          {(storedFiles.length > 0 || newFiles.length > 0) && (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {FILES_TO_UPLOAD}
              </Typography>
              <SubjectFileList
                label={FILES_TO_UPLOAD}
                files={[...storedFiles, ...newFiles]}
                downloading={downloading}
                onDownload={(storedName) => void download(storedName)}
                onRemove={(file) => {
                  const { storedName } = file;
                  if (storedName !== undefined) setRemoved((current) => [...current, storedName]);
                  else
                    setAdded((current) =>
                      current.filter((_file, index) => file.key !== newFiles[index]?.key),
                    );
                }}
                disabled={busy}
              />
            </Box>
          )}
          {busy && <LinearProgress aria-label={SAVING_LABEL} />}
          {save.error && <Alert severity="error">{save.error.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Avbryt
          </Button>
          <BusyButton type="submit" variant="contained" busy={busy} disabled={nameMissing}>
            {subject ? 'Spara' : 'Skapa'}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
