import type { TSubject } from '@kansli/domain/studybuddy/subjects';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useId, useMemo } from 'react';
import { formatDateTime } from '@/lib/format-date-time.ts';
import { displayFileName } from '../api/download-file.ts';
import { usePersonInfo } from '../api/get-person-info.ts';
import { useSubjectFiles } from '../api/get-subject-files.ts';
import { useDownloadFile } from '../hooks/use-download-file.ts';
import { extractionNote, SubjectFileList } from './subject-file-list.tsx';
import {
  CREATED_AT,
  CREATED_BY,
  FILES_HEADING,
  NO_FILES,
  UPDATED_AT,
  UPDATED_BY,
  updatedByTooltip,
} from './texts.ts';

/** A person's names from personInfo, '-' when there is none, a placeholder while they come. */
function PersonName({ personId, tooltip }: { personId: number | null; tooltip?: boolean }) {
  const person = usePersonInfo(personId);
  if (person.isPending && personId !== null) return <Skeleton width={120} aria-hidden />;
  if (!person.data) return <>-</>;
  const { firstname, familyname } = person.data;
  const name = `${firstname} ${familyname}`;
  if (!tooltip) return <>{name}</>;
  return (
    <Tooltip title={updatedByTooltip(firstname, familyname)}>
      {/* Focusable, so the tooltip also shows from the keyboard. */}
      <Box component="span" tabIndex={0} sx={{ textDecoration: 'underline dotted' }}>
        {name}
      </Box>
    </Tooltip>
  );
}

/** The selected subject's card (spec part 2, 2): its fields, its files and what can be done with it. */
export function SubjectDetail({
  subject,
  onEdit,
  onDelete,
}: {
  subject: TSubject;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  const files = useSubjectFiles(subject.id);
  const { downloading, download } = useDownloadFile();
  // The server sanitised the text when it stored it; the page does again before it renders it.
  const html = useMemo(() => DOMPurify.sanitize(subject.subject_text), [subject.subject_text]);
  const listed = (files.data ?? subject.files).map((file) => ({
    key: file.name,
    name: displayFileName(file.name),
    storedName: file.name,
    note: extractionNote(file.extraction),
  }));

  return (
    <Box component="article" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography id={headingId} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {subject.subject}
        </Typography>
        {subject.subcategory && <Typography color="text.secondary">{subject.subcategory}</Typography>}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>{CREATED_BY}</dt>
        <dd>
          <PersonName personId={subject.author_id} />
        </dd>
        <dt>{UPDATED_BY}</dt>
        <dd>
          <PersonName personId={subject.updated_by} tooltip />
        </dd>
        <dt>{CREATED_AT}</dt>
        <dd>{formatDateTime(subject.created_at)}</dd>
        <dt>{UPDATED_AT}</dt>
        <dd>{formatDateTime(subject.updated_at)}</dd>
      </Box>
      <Box
        data-testid="subject-text"
        sx={{ overflowWrap: 'anywhere', '& p': { my: 1 }, '& img': { maxWidth: '100%' } }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the text is HTML by the spec, sanitised above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <Accordion disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography component="span">
            {FILES_HEADING} ({listed.length})
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          {listed.length === 0 ? (
            <Typography color="text.secondary">{NO_FILES}</Typography>
          ) : (
            <SubjectFileList
              label={FILES_HEADING}
              files={listed}
              downloading={downloading}
              onDownload={(storedName) => void download(storedName)}
            />
          )}
        </AccordionDetails>
      </Accordion>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
          Uppdatera
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
          Ta bort
        </Button>
      </Box>
    </Box>
  );
}
