import { svSE } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    // Both schemes as CSS variables: switching repaints without re-rendering, and 'system' follows the
    // operating system's setting live. The class on <html> says which one shows.
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1d4f91' },
          secondary: { main: '#f2b705' },
          background: { default: '#f5f7fa' },
          // warning.dark is the app's warning text: darker than MUI's, it reaches AA on white and grey.
          warning: { main: '#ed6c02', dark: '#b35000' },
        },
      },
      dark: {
        palette: {
          // The brand blue lightened: the light scheme's falls short of the AA contrast on dark surfaces.
          primary: { main: '#8fb3e8' },
          secondary: { main: '#f2b705' },
          // The warning text on dark surfaces is a light orange.
          warning: { main: '#ffa726', dark: '#ffb74d' },
          // Text on a filled colour (a chip, a contained button) is white only where it reaches AA; the
          // dark scheme's lighter colours otherwise take dark text.
          contrastThreshold: 4.5,
        },
      },
    },
    // A visible keyboard focus ring on every focusable MUI component.
    focusVisible: true,
  },
  svSE,
);
