import type { TAuditEvent } from '@kansli/domain/audit/audit-log';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { auditActorOf, auditEntityOf, auditJsonOf, auditSummaryOf, auditTimeOf } from './audit-summary.ts';

/** One side of a change: a heading and the JSON in a box the keyboard can scroll. */
function JsonColumn({ title, value }: { title: string; value: unknown }) {
  const headingId = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        sx={{
          m: 0,
          mt: 0.5,
          p: 1,
          maxHeight: 320,
          overflow: 'auto',
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: '0.8125rem',
          whiteSpace: 'pre',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {auditJsonOf(value)}
      </Box>
    </Box>
  );
}

/**
 * An entry of the audit log: when, who (as whom), what it means, the action and entity; it opens to
 * show before and after side by side, stacked on a phone.
 */
export function AuditEventEntry({ event }: { event: TAuditEvent }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const hasDetails = event.before != null || event.after != null;
  return (
    <Box
      component="li"
      aria-label={`${auditTimeOf(event.at)} ${auditSummaryOf(event)}, ${auditEntityOf(event)}`}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={event.at}>{auditTimeOf(event.at)}</time> · {auditActorOf(event)}
          </Typography>
          <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            {auditSummaryOf(event)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {auditEntityOf(event)}
          </Typography>
        </Box>
        {hasDetails && (
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? 'Dölj före och efter' : 'Visa före och efter'}
          </Button>
        )}
      </Box>
      {hasDetails && (
        <Collapse in={open} unmountOnExit>
          <Box
            id={detailsId}
            sx={{
              mt: 1,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <JsonColumn title="Före" value={event.before} />
            <JsonColumn title="Efter" value={event.after} />
          </Box>
        </Collapse>
      )}
    </Box>
  );
}
