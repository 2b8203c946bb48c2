import type { TChromebookLocation } from '@kansli/domain/chromebooks/invoice';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export const ALL_UNITS_LABEL = 'Alla enheter';

/** Spec 9: the unit list scrolls beyond this height. */
const LIST_MAX_HEIGHT = 400;

type UnitPickerProps = {
  /** Undefined while they load. */
  units: readonly TChromebookLocation[] | undefined;
  failed: boolean;
  /** The chosen units' cost centers. */
  chosen: ReadonlySet<string>;
  onChange(chosen: ReadonlySet<string>): void;
  expanded: boolean;
  onExpandedChange(expanded: boolean): void;
  disabled: boolean;
};

/** The units to fetch, ticked one by one or all at once; folds away after a fetch (spec 2). */
export function UnitPicker({
  units,
  failed,
  chosen,
  onChange,
  expanded,
  onExpandedChange,
  disabled,
}: UnitPickerProps) {
  const id = useId();
  const all = units !== undefined && units.length > 0 && units.every((unit) => chosen.has(unit.costCenter));
  const names = (units ?? []).filter((unit) => chosen.has(unit.costCenter)).map((unit) => unit.name);
  const summary = all ? ALL_UNITS_LABEL : names.length === 0 ? 'Ingen enhet vald' : names.join(', ');

  const toggle = (costCenter: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(costCenter);
    else next.delete(costCenter);
    onChange(next);
  };

  let body: ReactNode;
  if (failed) body = <Alert severity="error">Enheterna kunde inte hämtas.</Alert>;
  else if (units === undefined)
    body = (
      <Box role="status" aria-label="Hämtar enheter" sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
        <CircularProgress aria-hidden size={28} />
      </Box>
    );
  else if (units.length === 0) body = <Typography color="text.secondary">Inga enheter hittades</Typography>;
  else
    body = (
      <FormGroup aria-label="Enheter">
        <FormControlLabel
          label={ALL_UNITS_LABEL}
          control={
            <Checkbox
              checked={all}
              indeterminate={!all && chosen.size > 0}
              disabled={disabled}
              onChange={(_event, on) => onChange(new Set(on ? units.map((unit) => unit.costCenter) : []))}
            />
          }
        />
        <Box sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', pl: { xs: 1, sm: 3 }, display: 'grid' }}>
          {units.map((unit) => (
            <FormControlLabel
              key={unit.costCenter}
              label={`${unit.costCenter} ${unit.name}`}
              control={
                <Checkbox
                  checked={chosen.has(unit.costCenter)}
                  disabled={disabled}
                  onChange={(_event, on) => toggle(unit.costCenter, on)}
                />
              }
            />
          ))}
        </Box>
      </FormGroup>
    );

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => onExpandedChange(open)}
      variant="outlined"
      disableGutters
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-units`} id={`${id}-head`}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>Enheter</Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {summary}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>{body}</AccordionDetails>
    </Accordion>
  );
}
