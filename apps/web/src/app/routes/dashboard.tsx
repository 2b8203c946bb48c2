import Typography from '@mui/material/Typography';
import { useSession } from '../../features/auth/api/get-session.ts';

export function DashboardPage() {
  const { data: session } = useSession();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Dashboard
      </Typography>
      <Typography>Välkommen, {session?.givenName}!</Typography>
    </>
  );
}
