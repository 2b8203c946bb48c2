import {
  PUBLISH_MODE_LABELS,
  type PublishMode,
  SELECT_LOCATION_MESSAGE,
  ZPublishRunRequest,
} from '@kansli/domain/groups/publishing';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useId, useRef, useState } from 'react';
import { usePublishLocations } from '@/lib/api/publish-locations.ts';
import { hasRunEnded, usePublishRun, useStartPublishRun } from '@/lib/api/publish-runs.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { notFullyPublished, PublishOutcomes } from './publish-outcomes.tsx';
import { PublishProgress } from './publish-progress.tsx';
import { UnitPicker } from './unit-picker.tsx';

// The publish dialog (spec part 1, 2.12 and 5.6; part 2, 2, 4 and 9): a unit's groups or persons put on
// the campus platform and Google by a run on the server, followed here until it has ended.

/** Spec part 2, 9. */
const DIALOG_MAX_WIDTH = 950;

export const PERSONS_CAMPUS_ONLY_TEXT = 'Personer publiceras bara till campus';

/** Spec part 2, 4: the notice after a run where nothing failed. */
export const publishedNotice = (mode: PublishMode) => `Successfully published ${PUBLISH_MODE_LABELS[mode]}`;

export interface PublishDialogProps {
  open: boolean;
  /** `published`: a run was made (whatever the outcome of each item); false on Avbryt. */
  onClose(published: boolean): void;
  initialMode?: PublishMode;
}

export function PublishDialog(props: PublishDialogProps) {
  // Each opening starts afresh (no unit, no outcome of the last run), and the closing keeps its content.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening(opening + 1);
  }
  return <PublishDialogOpening key={opening} {...props} />;
}

function PublishDialogOpening({ open, onClose, initialMode = 'groups' }: PublishDialogProps) {
  const titleId = useId();
  const googleHelpId = useId();
  const unitHelpId = useId();
  const fullScreen = useFullScreenDialog();

  const [mode, setMode] = useState<PublishMode>(initialMode);
  const [campus, setCampus] = useState(true);
  const [google, setGoogle] = useState(false);
  const [unitId, setUnitId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const locations = usePublishLocations({ enabled: open });
  const start = useStartPublishRun();
  const run = usePublishRun(start.data?.id ?? null);
  const current = start.isSuccess ? run.data : undefined;
  const ended = current !== undefined && hasRunEnded(current);
  const publishing = start.isPending || (start.isSuccess && !ended && !run.isError);
  const error = start.error ?? (start.isSuccess && run.isError ? run.error : null);
  // The server publishes persons to campus only.
  const googleApplies = mode === 'groups';

  // A run where everything was published to every target chosen ends the dialog with the notice; any
  // failure, skip or part-publishing stays on screen to be read.
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (!current || !ended || current.status !== 'done' || notFullyPublished(current) > 0) return;
    if (reported.current === current.id) return;
    reported.current = current.id;
    showNotice(publishedNotice(current.mode));
    onClose(true);
  }, [current, ended, onClose]);

  const publish = () => {
    const unit = locations.data?.find((candidate) => candidate.id === unitId);
    // Spec 5.6, checked again here: the unit chosen may have left the list since.
    const request = ZPublishRunRequest.safeParse({
      locationId: unit?.id,
      mode,
      campus,
      google: googleApplies && google,
    });
    if (!request.success) {
      setProblem(request.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    start.mutate(request.data);
  };

  const close = () => {
    if (publishing) return;
    onClose(ended);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: fullScreen ? undefined : DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>Publicera</DialogTitle>
      <DialogContent inert={publishing} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {ended ? (
          <PublishOutcomes run={current} />
        ) : (
          <>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={mode}
              onChange={(_event, next: PublishMode | null) => {
                if (next) setMode(next);
                setProblem(null);
              }}
              aria-label="Vad som publiceras"
              sx={{ justifySelf: 'start' }}
            >
              <ToggleButton value="groups">Grupper</ToggleButton>
              <ToggleButton value="persons">Personer</ToggleButton>
            </ToggleButtonGroup>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={campus}
                    onChange={(event) => {
                      setCampus(event.target.checked);
                      setProblem(null);
                    }}
                  />
                }
                label="Publicera till campus"
              />
              <Box>
                <FormControlLabel
                  disabled={!googleApplies}
                  control={
                    <Checkbox
                      checked={googleApplies && google}
                      onChange={(event) => {
                        setGoogle(event.target.checked);
                        setProblem(null);
                      }}
                      slotProps={{
                        input: { 'aria-describedby': googleApplies ? undefined : googleHelpId },
                      }}
                    />
                  }
                  label="Publicera till Google"
                />
                {!googleApplies && (
                  <FormHelperText id={googleHelpId} sx={{ mt: -0.5, mx: 0 }}>
                    {PERSONS_CAMPUS_ONLY_TEXT}
                  </FormHelperText>
                )}
              </Box>
            </Box>
            <UnitPicker
              units={locations.data}
              failed={locations.isError}
              selectedId={unitId}
              onSelect={(next) => {
                setUnitId(next);
                setProblem(null);
              }}
            />
            {/* Spec 5.6's message, said while it holds: why Publicera waits (spec part 2, 2). */}
            {unitId === null && !problem && (
              <FormHelperText id={unitHelpId} sx={{ mt: -1, mx: 0 }}>
                {SELECT_LOCATION_MESSAGE}
              </FormHelperText>
            )}
          </>
        )}
        {(problem ?? error) && <Alert severity="error">{problem ?? error?.message}</Alert>}
      </DialogContent>
      <DialogActions>
        {ended ? (
          <Button variant="contained" onClick={() => onClose(true)}>
            Stäng
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={publishing}>
              Avbryt
            </Button>
            <Button
              variant="contained"
              onClick={publish}
              disabled={publishing || unitId === null}
              aria-describedby={unitId === null ? unitHelpId : undefined}
            >
              Publicera
            </Button>
          </>
        )}
      </DialogActions>
      {publishing && <PublishProgress mode={mode} run={current} />}
    </Dialog>
  );
}
