import useMediaQuery from '@mui/material/useMediaQuery';

/** Dialogs fill a phone's screen (below the sm breakpoint) and float above it elsewhere. */
export function useFullScreenDialog(): boolean {
  return useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
