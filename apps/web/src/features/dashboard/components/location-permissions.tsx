import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReadableLocation } from '../api/get-readable-authorizations.ts';

/** Spec 2.5, right side: the roles at the location and, per group, its authorizations. */
export function LocationPermissions({ location }: { location: ReadableLocation }) {
  const { roles, authorizations } = location.authorization;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {location.name}
      </Typography>
      {roles.length > 0 ? (
        <Typography>Roller: {roles.join(', ')}</Typography>
      ) : (
        <Typography color="text.secondary">Du har inga roller på den här enheten.</Typography>
      )}
      {authorizations.length > 0 && (
        <List aria-label="Behörigheter">
          {authorizations.map((group) => (
            <ListItem key={group.name} disableGutters>
              <ListItemText primary={group.name} secondary={group.authorization_list} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
