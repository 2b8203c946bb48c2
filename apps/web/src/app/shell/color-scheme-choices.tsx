import type { TColorScheme } from '@kansli/domain/auth/user-preferences';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useId } from 'react';
import { useUserPreferences } from '@/features/auth/api/get-user-preferences.ts';
import { useSaveUserPreferences } from '@/features/auth/api/save-user-preferences.ts';

const CHOICES: readonly { colorScheme: TColorScheme; label: string }[] = [
  { colorScheme: 'system', label: 'Som systemet' },
  { colorScheme: 'light', label: 'Ljust' },
  { colorScheme: 'dark', label: 'Mörkt' },
];

/**
 * 'Utseende' in the account menu: the user's colour scheme as a group of radio items. A choice shows
 * at once and is saved for the user; the menu stays open so the user sees the page change behind it.
 */
export function ColorSchemeChoices() {
  const labelId = useId();
  const preferences = useUserPreferences();
  const save = useSaveUserPreferences();
  const current = preferences.data?.colorScheme ?? 'system';

  return (
    <li role="none">
      <ListSubheader id={labelId} component="div" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
        Utseende
      </ListSubheader>
      {/* A group of a menu's items, which a fieldset cannot be. */}
      <Box component="ul" role="group" aria-labelledby={labelId} sx={{ m: 0, p: 0 }}>
        {CHOICES.map(({ colorScheme, label }) => {
          const checked = colorScheme === current;
          return (
            <MenuItem
              key={colorScheme}
              role="menuitemradio"
              aria-checked={checked}
              onClick={() => {
                if (!checked) save.mutate({ colorScheme });
              }}
            >
              <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </MenuItem>
          );
        })}
      </Box>
    </li>
  );
}
