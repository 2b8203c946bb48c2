import type { TFileExtraction } from '@kansli/domain/studybuddy/subjects';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { downloadLabel, EXTRACTION_FAILED, EXTRACTION_REFUSED, removeLabel } from './texts.ts';

export type ListedFile = {
  /** Unique in the list: the stored name, or a new file's name and index. */
  key: string;
  name: string;
  /** A stored file's name, which it is downloaded by; none for a file not uploaded yet. */
  storedName?: string;
  /** Said under the name: why the file's text is not searchable. */
  note?: string | undefined;
};

/** The note of a stored file whose text could not be read for the search; none otherwise. */
export function extractionNote(extraction: TFileExtraction | undefined): string | undefined {
  if (extraction === 'refused') return EXTRACTION_REFUSED;
  if (extraction === 'failed') return EXTRACTION_FAILED;
  return undefined;
}

/** Files with a download (stored ones) and a remove button (when `onRemove` is given). */
export function SubjectFileList({
  label,
  files,
  downloading,
  onDownload,
  onRemove,
  disabled,
}: {
  label: string;
  files: readonly ListedFile[];
  downloading?: string | null;
  onDownload?: (storedName: string) => void;
  onRemove?: (file: ListedFile) => void;
  disabled?: boolean;
}) {
  return (
    <List dense aria-label={label} disablePadding>
      {files.map((file) => {
        const { storedName } = file;
        const busy = storedName !== undefined && downloading === storedName;
        return (
          <ListItem
            key={file.key}
            disableGutters
            secondaryAction={
              <>
                {storedName !== undefined && onDownload && (
                  <IconButton
                    aria-label={downloadLabel(file.name)}
                    onClick={() => onDownload(storedName)}
                    disabled={busy}
                  >
                    {busy ? <CircularProgress size={20} aria-hidden /> : <DownloadIcon />}
                  </IconButton>
                )}
                {onRemove && (
                  <IconButton
                    aria-label={removeLabel(file.name)}
                    onClick={() => onRemove(file)}
                    disabled={disabled}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </>
            }
            sx={{ pr: onRemove && onDownload ? 12 : 6 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <InsertDriveFileIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={file.name}
              secondary={file.note}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
