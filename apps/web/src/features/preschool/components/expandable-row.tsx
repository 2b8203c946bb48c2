import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

// The rows of the overview and the invoice list: two buttons at the end of the row, to expand it and to
// go to the person, and the expanded details in a row of their own below.

/** Spec 9: the expand animation. */
const EXPAND_MS = 250;

export function RowButtons(props: {
  expandLabel: string;
  gotoLabel: string;
  expanded: boolean;
  detailId: string;
  onToggle: () => void;
  onGoto: () => void;
  gotoDisabled?: boolean;
}) {
  const { expandLabel, gotoLabel, expanded, detailId, onToggle, onGoto, gotoDisabled } = props;
  return (
    <>
      <TableCell padding="none" align="center">
        <IconButton
          aria-label={expandLabel}
          aria-expanded={expanded}
          aria-controls={expanded ? detailId : undefined}
          onClick={onToggle}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </TableCell>
      <TableCell padding="none" align="center">
        <IconButton aria-label={gotoLabel} onClick={onGoto} disabled={gotoDisabled}>
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </>
  );
}

/** The expanded details, kept in view while the wide table scrolls sideways. */
export function ExpandedDetails(props: {
  id: string;
  colSpan: number;
  /** The width of the scrolled box. */
  viewWidth: number;
  children: ReactNode;
}) {
  return (
    <TableRow>
      <TableCell id={props.id} colSpan={props.colSpan} sx={{ p: 0 }}>
        <Collapse in appear timeout={EXPAND_MS}>
          <Box
            sx={{
              position: 'sticky',
              left: 0,
              width: props.viewWidth || '100%',
              boxSizing: 'border-box',
              p: 2,
            }}
          >
            {props.children}
          </Box>
        </Collapse>
      </TableCell>
    </TableRow>
  );
}
