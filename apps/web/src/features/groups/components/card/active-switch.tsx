import type { TGroup } from '@kansli/domain/groups/groups';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSetActiveStatus } from '@/features/groups/api/set-active-status.ts';
import { showNotice } from '@/lib/notice-store.ts';

/**
 * The aktiv/inaktiv toggle (spec part 2, 4 'Group active flag'): it shows the wanted state while the
 * call runs, the group's state after; a failure therefore puts it back, and the error notice tells why.
 */
export function ActiveSwitch({ group }: { group: TGroup }) {
  const setActive = useSetActiveStatus(group.id);
  const active = setActive.isPending ? setActive.variables.active : group.active;
  return (
    <FormControlLabel
      label={active ? 'aktiv' : 'inaktiv'}
      control={
        <Switch
          checked={active}
          disabled={setActive.isPending}
          onChange={(_event, next) =>
            setActive.mutate(
              { active: next },
              {
                onSuccess: (updated) => showNotice(updated.active ? 'Group activated' : 'Group deactivated'),
              },
            )
          }
        />
      }
    />
  );
}
