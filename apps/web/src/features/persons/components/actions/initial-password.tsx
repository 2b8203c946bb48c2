import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { SetupEmailResult } from '@/features/persons/api/setup-email.ts';
import { showNotice } from '@/lib/notice-store.ts';

export const CHANGE_AT_FIRST_SIGN_IN = 'Lösenordet visas bara nu och måste bytas vid första inloggningen.';

/** The new account's initial password, shown once: it is kept nowhere but on this screen. */
export function InitialPassword({ account }: { account: SetupEmailResult }) {
  const labelId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(account.initialPassword).then(
      () => setCopied(true),
      () => showNotice('Lösenordet kunde inte kopieras'),
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="success">{`Kontot ${account.primaryEmail} är skapat.`}</Alert>
      <Box>
        <Typography id={labelId} variant="subtitle2" component="p">
          Startlösenord
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Box
            component="code"
            aria-labelledby={labelId}
            sx={{
              fontFamily: 'monospace',
              fontSize: '1.125rem',
              px: 1,
              py: 0.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              userSelect: 'all',
              overflowWrap: 'anywhere',
            }}
          >
            {account.initialPassword}
          </Box>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
            {copied ? 'Kopierat' : 'Kopiera'}
          </Button>
        </Box>
      </Box>
      <Typography>{CHANGE_AT_FIRST_SIGN_IN}</Typography>
    </Box>
  );
}
