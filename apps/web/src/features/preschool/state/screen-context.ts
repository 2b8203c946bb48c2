import { createContext, useContext } from 'react';
import type { PreschoolUnit } from '../api/list-locations.ts';
import type { PreschoolPerson } from '../api/search-persons.ts';

/** A person to open: found again through its name search, then selected by id. */
export type PersonRef = { id: number; type: 'child' | 'legalguardian'; search: string };

/** Spec 4.2: normal, create a child or a guardian, or edit the selected person. */
export type RegisterMode =
  | { kind: 'normal' }
  | { kind: 'create'; type: 'child' | 'legalguardian' }
  | { kind: 'edit'; person: PreschoolPerson };

/** What every part of the preschool screen reads of the screen around it. */
export interface PreschoolScreen {
  unit: PreschoolUnit;
  /** preschool ACCESS at the unit: the edit buttons show. */
  canEdit: boolean;
  /** preschool BILLING at the unit: 'Fakturering' and the guardians' invoices. */
  canBill: boolean;
  /** Goes to 'Sök och hantera' and selects the person through its name search. */
  openPerson(person: PersonRef): void;
  register: RegisterMode;
  /** Saves the view's state, forces the search type, clears the selection, locks tabs and unit. */
  startRegister(mode: Exclude<RegisterMode, { kind: 'normal' }>): void;
  /** Leaves the register mode and restores the view; after a save, selects the saved person. */
  endRegister(saved?: PersonRef): void;
}

export const PreschoolScreenContext = createContext<PreschoolScreen | null>(null);

export function usePreschoolScreen(): PreschoolScreen {
  const screen = useContext(PreschoolScreenContext);
  if (!screen) throw new Error('usePreschoolScreen outside the preschool screen');
  return screen;
}
