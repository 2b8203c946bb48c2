import Typography from '@mui/material/Typography';

/** Stands in for an area of the menu until its screens are built. */
export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography>Den här delen av Kansli är under uppbyggnad.</Typography>
    </>
  );
}
