import DownloadIcon from '@mui/icons-material/Download';
import IosShareIcon from '@mui/icons-material/IosShare';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { exportXlsxUrl, useExportSpreadsheet } from '@/features/preschool/api/export-spreadsheet.ts';
import type { PreschoolUnit } from '@/features/preschool/api/list-locations.ts';

// Spec 2.11: the statistics of chosen units, exported to a Google spreadsheet or downloaded as .xlsx.

export const GDPR_REMINDER = 'Kom ihåg att radera kalkylarket så snart statistiken är rapporterad (GDPR).';

/** Test units are left out of the list (spec 2.11). */
const isTestUnit = (unit: PreschoolUnit) => unit.name.includes('TEST ');

export function ExportPanel({ units }: { units: readonly PreschoolUnit[] }) {
  const shown = useMemo(() => units.filter((unit) => !isTestUnit(unit)), [units]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const exporting = useExportSpreadsheet();
  const legendId = useId();

  const chosenCostCenters = shown.map((u) => u.cost_center).filter((c) => chosen.has(c));
  const none = chosenCostCenters.length === 0;
  const all = !none && chosenCostCenters.length === shown.length;

  const toggle = (costCenter: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(costCenter);
      else next.delete(costCenter);
      return next;
    });

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2, justifyItems: 'start' }}>
      <Typography>
        Välj förskolorna vars barn ska med i statistiken. Exporten skapar ett nytt kalkylark i Google
        Kalkylark; den kan också laddas ner som en Excel-fil.
      </Typography>
      <Box role="group" aria-labelledby={legendId}>
        <FormLabel id={legendId} component="div">
          Förskolor
        </FormLabel>
        <FormControlLabel
          label="Välj alla"
          control={
            <Checkbox
              checked={all}
              indeterminate={!none && !all}
              disabled={shown.length === 0}
              onChange={(event) =>
                setChosen(new Set(event.target.checked ? shown.map((u) => u.cost_center) : []))
              }
            />
          }
        />
        <FormGroup sx={{ pl: 3 }}>
          {shown.map((unit) => (
            <FormControlLabel
              key={unit.cost_center}
              label={`${unit.cost_center} ${unit.name}`}
              control={
                <Checkbox
                  checked={chosen.has(unit.cost_center)}
                  onChange={(event) => toggle(unit.cost_center, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button
          variant="contained"
          disabled={none || exporting.isPending}
          aria-busy={exporting.isPending}
          startIcon={
            exporting.isPending ? (
              <CircularProgress size={18} color="inherit" aria-hidden />
            ) : (
              <IosShareIcon />
            )
          }
          onClick={() => exporting.mutate(chosenCostCenters)}
        >
          Exportera
        </Button>
        <Button
          variant="outlined"
          component="a"
          href={none ? undefined : exportXlsxUrl(chosenCostCenters)}
          download
          disabled={none}
          startIcon={<DownloadIcon />}
        >
          Ladda ner som Excel (.xlsx)
        </Button>
      </Box>
      {exporting.data && (
        <Alert severity="info" role="status">
          <Link href={exporting.data.spreadsheetUrl} target="_blank" rel="noopener">
            Öppna kalkylarket
          </Link>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {GDPR_REMINDER}
          </Typography>
        </Alert>
      )}
    </Box>
  );
}
