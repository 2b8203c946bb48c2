import { estimatedCostOre, SMS_MAX_LENGTH, smsLength } from '@kansli/domain/communication/sms';
import { SHEET_URL_MESSAGE, spreadsheetIdOf } from '@kansli/domain/communication/sms-send';
import { formatSek } from '@kansli/domain/money/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { type ExtractedNumbers, useExtractNumbers } from '@/features/communication/api/extract-numbers.ts';
import { useSendTextMessage } from '@/features/communication/api/send-text-message.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { DeliveryList } from './delivery-list.tsx';
import { SmsEstimate } from './sms-estimate.tsx';
import {
  confirmSendText,
  counterText,
  droppedText,
  loadedText,
  MESSAGE_LABEL,
  NO_NUMBERS_TEXT,
  SHEET_LINK_LABEL,
  SMS_CARD_TITLE,
  sentNotice,
} from './texts.ts';

type Loaded = { sheetUrl: string; numbers: ExtractedNumbers; sendId: string };

/**
 * 'SMS-utskick' (spec part 2, 2 and 4 'SMS'): idle, numbers loaded, sending, sent. The numbers are read
 * from a shared sheet; the text goes to them once, keyed by the card's send id, and the delivery of
 * each number is followed until it is known.
 */
export function SmsCard() {
  const headingId = useId();
  const [sheetUrl, setSheetUrl] = useState('');
  const [message, setMessage] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [sentId, setSentId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const extract = useExtractNumbers();
  const send = useSendTextMessage();

  const linkError = sheetUrl.trim() !== '' && spreadsheetIdOf(sheetUrl.trim()) === null;
  const count = loaded?.numbers.data.length ?? 0;
  const length = smsLength(message);
  const canSend =
    loaded !== null && count > 0 && message.trim() !== '' && length <= SMS_MAX_LENGTH && sentId === null;

  const load = (event: FormEvent) => {
    event.preventDefault();
    const url = sheetUrl.trim();
    extract.mutate(url, {
      onSuccess: (numbers) => setLoaded({ sheetUrl: url, numbers, sendId: crypto.randomUUID() }),
    });
  };

  const submit = () => {
    if (!loaded || !canSend) return;
    send.mutate(
      { sheetUrl: loaded.sheetUrl, message, sendId: loaded.sendId },
      {
        onSuccess: (made) => {
          setSentId(made.id);
          showNotice(sentNotice(made.total));
        },
        // A failure is told by the app's error notice; the card keeps its text for another try.
        onSettled: () => setConfirming(false),
      },
    );
  };

  const reset = () => {
    setSheetUrl('');
    setMessage('');
    setLoaded(null);
    setSentId(null);
    extract.reset();
    send.reset();
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ maxWidth: 760 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {SMS_CARD_TITLE}
        </Typography>
        <Box
          component="form"
          onSubmit={load}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <TextField
            label={SHEET_LINK_LABEL}
            value={sheetUrl}
            onChange={(event) => setSheetUrl(event.target.value)}
            disabled={loaded !== null}
            error={linkError}
            helperText={linkError ? SHEET_URL_MESSAGE : undefined}
            placeholder="https://docs.google.com/spreadsheets/d/…"
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <BusyButton
            type="submit"
            variant="outlined"
            busy={extract.isPending}
            disabled={loaded !== null || sheetUrl.trim() === '' || linkError}
          >
            Hämta
          </BusyButton>
        </Box>

        {loaded && (
          <>
            <Typography variant="body2" aria-live="polite">
              {count === 0 ? NO_NUMBERS_TEXT : loadedText(count)}
              {(loaded.numbers.invalid > 0 || loaded.numbers.duplicates > 0) &&
                ` ${droppedText(loaded.numbers.invalid, loaded.numbers.duplicates)}`}
            </Typography>
            <TextField
              label={MESSAGE_LABEL}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={4}
              error={length > SMS_MAX_LENGTH}
              helperText={counterText(length, SMS_MAX_LENGTH)}
              slotProps={{
                // Read-only rather than disabled once sent, so the text and its counter stay legible.
                htmlInput: { readOnly: send.isPending || sentId !== null },
                formHelperText: { sx: { textAlign: 'right' }, 'aria-live': 'polite' },
              }}
            />
            <SmsEstimate numberCount={count} message={message} />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button onClick={reset} disabled={send.isPending}>
                Återställ
              </Button>
              <BusyButton
                variant="contained"
                busy={send.isPending}
                disabled={!canSend}
                onClick={() => setConfirming(true)}
              >
                Skicka
              </BusyButton>
            </Box>
            <ConfirmDialog
              open={confirming}
              title="Skicka SMS"
              question={confirmSendText(
                count,
                formatSek(estimatedCostOre(count, message) / 100, { withOre: true }),
              )}
              confirmLabel="Skicka"
              busy={send.isPending}
              onCancel={() => setConfirming(false)}
              onConfirm={submit}
            />
          </>
        )}
        {sentId !== null && <DeliveryList sendId={sentId} />}
      </CardContent>
    </Card>
  );
}
