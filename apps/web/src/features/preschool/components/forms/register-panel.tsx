import { SwedishDates } from '@/components/swedish-dates.tsx';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { ChildForm } from './child-form.tsx';
import { GuardianForm } from './guardian-form.tsx';

/** The open register form (spec 4.2), in place of the selected person's view. */
export function RegisterPanel() {
  const { register } = usePreschoolScreen();
  if (register.kind === 'normal') return null;
  const type = register.kind === 'create' ? register.type : register.person.type;
  const person = register.kind === 'edit' ? register.person : undefined;
  return type === 'child' ? (
    <SwedishDates>
      <ChildForm person={person} />
    </SwedishDates>
  ) : (
    <GuardianForm person={person} />
  );
}
