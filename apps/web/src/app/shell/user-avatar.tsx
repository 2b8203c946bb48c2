import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';

/** The profile picture, or a grey silhouette when there is none or it fails to load. */
export function UserAvatar({ image }: { image: string | null }) {
  return (
    <Avatar
      src={image ?? undefined}
      alt=""
      // Google's profile pictures refuse requests that carry another site's referrer.
      slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
      sx={{ width: 36, height: 36, bgcolor: 'transparent' }}
    >
      <Box component="img" src="/default-avatar.svg" alt="" sx={{ width: 1, height: 1 }} />
    </Avatar>
  );
}
