import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import type { RegisterMode } from '@/features/preschool/state/screen-context.ts';
import { renderInScreen, testScreen } from '../person-view/test-utils.tsx';
import { RegisterDndProvider, useRegisterTarget } from './register-dnd.tsx';
import { RegisterPanel } from './register-panel.tsx';

/** Stands in for the search results' add buttons: one per person the open form takes. */
function AddButtons({ persons }: { persons: readonly PreschoolPerson[] }) {
  const target = useRegisterTarget();
  if (!target) return null;
  return persons
    .filter((person) => person.type === target.accepts)
    .map((person) => (
      <button key={person.id} type="button" onClick={() => target.add(person)}>
        {`Lägg till ${person.given_name} ${person.family_name}`}
      </button>
    ));
}

/** The open register form in the screen, with add buttons for the persons given. */
export function renderRegister(
  mode: Exclude<RegisterMode, { kind: 'normal' }>,
  persons: PreschoolPerson[] = [],
) {
  return renderInScreen(
    <RegisterDndProvider>
      <RegisterPanel />
      <AddButtons persons={persons} />
    </RegisterDndProvider>,
    testScreen({ register: mode }),
  );
}
