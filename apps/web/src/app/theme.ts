import { svSE } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1d4f91' },
      secondary: { main: '#f2b705' },
      background: { default: '#f5f7fa' },
    },
    // A visible keyboard focus ring on every focusable MUI component.
    focusVisible: true,
  },
  svSE,
);
