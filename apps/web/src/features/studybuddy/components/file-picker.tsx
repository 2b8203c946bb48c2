import {
  ALLOWED_EXTENSIONS,
  fileKindOfName,
  MAX_FILE_BYTES,
  ONLY_PDF_OR_DOCX,
  REFUSAL_MESSAGES,
} from '@kansli/domain/studybuddy/files';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useRef, useState } from 'react';
import { UPLOAD_BUTTON } from './texts.ts';

/** Whether a file may be added, by its name and size; the server checks its content too. */
function refusalOf(file: File): string | null {
  if (fileKindOfName(file.name) === null) return REFUSAL_MESSAGES.type;
  if (file.size > MAX_FILE_BYTES) return REFUSAL_MESSAGES.size;
  return null;
}

/**
 * The upload of the create and edit dialogs (spec 5): several files at once, .pdf and .docx only. A
 * file of another kind is refused here, with the spec's hint, and never sent.
 */
export function FilePicker({ onAdd, disabled }: { onAdd: (files: File[]) => void; disabled?: boolean }) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);

  const choose = (chosen: FileList | null) => {
    const files = Array.from(chosen ?? []);
    const accepted = files.filter((file) => refusalOf(file) === null);
    setRefused(
      files.flatMap((file) => {
        const refusal = refusalOf(file);
        return refusal === null ? [] : [`${file.name}: ${refusal}`];
      }),
    );
    if (accepted.length > 0) onAdd(accepted);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {/* A real button takes the focus and the keys; the browser's own file input stays hidden. */}
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        {UPLOAD_BUTTON}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-label={UPLOAD_BUTTON}
        accept={ALLOWED_EXTENSIONS.join(',')}
        disabled={disabled}
        onChange={(event) => {
          choose(event.target.files);
          // The same file may be chosen again after it was removed from the list.
          event.target.value = '';
        }}
      />
      <FormHelperText id={hintId} sx={{ m: 0 }}>
        {ONLY_PDF_OR_DOCX}
      </FormHelperText>
      {refused.length > 0 && (
        <Alert severity="error" onClose={() => setRefused([])} sx={{ justifySelf: 'stretch' }}>
          {refused.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
