import Avatar from '@mui/material/Avatar';

type PersonAvatarProps = { givenName: string; familyName: string; image: string | null; size?: number };

/**
 * The person's picture, or (spec 9: 'an external grey image') a grey circle with the initials when there
 * is none or it fails to load. Decorative: the name is always written beside it.
 */
export function PersonAvatar({ givenName, familyName, image, size = 40 }: PersonAvatarProps) {
  const initials = `${givenName.charAt(0)}${familyName.charAt(0)}`.toLocaleUpperCase('sv-SE');
  return (
    <Avatar
      src={image ?? undefined}
      alt=""
      aria-hidden="true"
      slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
      sx={{
        width: size,
        height: size,
        // Dark enough for white initials at a contrast of at least 4.5:1.
        bgcolor: 'grey.700',
        color: 'common.white',
        fontSize: size * 0.4,
      }}
    >
      {initials}
    </Avatar>
  );
}
