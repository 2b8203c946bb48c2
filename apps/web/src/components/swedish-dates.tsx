import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { svSE } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/sv';
import type { ReactNode } from 'react';

const pickerTexts = svSE.components.MuiLocalizationProvider.defaultProps.localeText;

/** The app's date and time pickers in Swedish: weeks from Monday, 'ÅÅÅÅ-MM-DD', the pickers' texts. */
export function SwedishDates({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="sv" localeText={pickerTexts}>
      {children}
    </LocalizationProvider>
  );
}
