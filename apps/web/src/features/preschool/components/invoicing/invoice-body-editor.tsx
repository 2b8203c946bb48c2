import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { bodyText, type ParsedBody } from './invoice-rules.ts';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
};

/**
 * Spec 2.10: the calculated invoice body as JSON staff may edit before 'Skapa faktura', and beside it
 * what would be sent: the parsed body, or the 'Invalid JSON' error object while the text does not parse.
 */
export function InvoiceBodyEditor({
  text,
  parsed,
  onChange,
  onReset,
  changed,
}: {
  text: string;
  parsed: ParsedBody;
  onChange: (text: string) => void;
  onReset: () => void;
  /** The text differs from the calculated body. */
  changed: boolean;
}) {
  const previewId = useId();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label="Fakturakropp (JSON)"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          multiline
          minRows={8}
          maxRows={24}
          error={!parsed.ok}
          helperText={parsed.ok ? undefined : 'Texten är inte giltig JSON.'}
          slotProps={{ htmlInput: { spellCheck: false, sx: mono } }}
        />
        {changed && (
          <Button size="small" onClick={onReset} sx={{ justifySelf: 'start' }}>
            Återställ den beräknade fakturakroppen
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography id={previewId} variant="body2" color="text.secondary">
          Skickas till servern
        </Typography>
        <Box
          component="pre"
          aria-labelledby={previewId}
          role="region"
          tabIndex={0}
          sx={{
            ...mono,
            m: 0,
            p: 1.5,
            maxHeight: 420,
            overflow: 'auto',
            bgcolor: 'background.default',
            color: parsed.ok ? 'text.primary' : 'error.main',
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {bodyText(parsed.value)}
        </Box>
      </Box>
    </Box>
  );
}
