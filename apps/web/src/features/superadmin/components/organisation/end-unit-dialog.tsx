import { zodResolver } from '@hookform/resolvers/zod';
import { ZLocationEnd } from '@kansli/domain/organisation/locations';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DateInput } from '@/components/form/date-input.tsx';
import { SwedishDates } from '@/components/swedish-dates.tsx';
import { useEndLocation } from '@/features/superadmin/api/end-location.ts';
import type { OrganisationUnit } from '@/features/superadmin/api/list-organisation.ts';
import { showNotice } from '@/lib/notice-store.ts';

export const UNIT_ENDED_NOTICE = 'Enheten är avslutad';

/**
 * 'Avsluta enhet': the date the unit is ended from, and a confirmation of what that does. Nothing is
 * deleted; it loads with its date picker when first asked for.
 */
export function EndUnitDialog({
  unit,
  today,
  onClose,
}: {
  unit: OrganisationUnit;
  today: string;
  onClose: () => void;
}) {
  const end = useEndLocation();
  const form = useForm({ resolver: zodResolver(ZLocationEnd), defaultValues: { date: today } });
  const confirm = form.handleSubmit(({ date }) =>
    end.mutate(
      { id: unit.id, date },
      {
        onSuccess: () => {
          showNotice(UNIT_ENDED_NOTICE);
          onClose();
        },
      },
    ),
  );
  return (
    <SwedishDates>
      <ConfirmDialog
        open
        title="Avsluta enhet"
        question={`Avsluta ${unit.name}? Från och med datumet går enheten inte längre att välja för nytt arbete: i enhetsväljarna, för nya roller, publicering och synkronisering. Allt som redan finns där finns kvar.`}
        confirmLabel="Avsluta enhet"
        busy={end.isPending}
        error={end.error?.message ?? null}
        onCancel={onClose}
        onConfirm={() => void confirm()}
      >
        <DateInput control={form.control} name="date" label="Avslutas från och med" required />
      </ConfirmDialog>
    </SwedishDates>
  );
}
