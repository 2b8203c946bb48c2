import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** A month's figures as terms and values; skeletons of the same size while a value is missing. */
export function MonthFacts({ facts }: { facts: { label: string; value: string | undefined }[] }) {
  return (
    <Box
      component="dl"
      aria-busy={facts.some((fact) => fact.value === undefined)}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ minWidth: 110 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value ?? <Skeleton width={90} />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
