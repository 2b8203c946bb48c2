import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';
import { ZLinkedPerson } from './person-card.ts';

// A pupil's guardians on the person card (spec part 1, 7.3): getConnectedGuardians, getGuardiansPupils,
// getGuardianFromPNR, updateGuardian and removeGuardian. Each answers a list of linked persons.

/** Spec 5.3: guardian search needs at least 3 characters. */
export const GUARDIAN_SEARCH_MIN_LENGTH = 3;
/** Persons found by civic number at most. */
export const GUARDIAN_SEARCH_LIMIT = 20;

export const ZGuardianSearchParams = z.object({
  query: z
    .string()
    .trim()
    .min(GUARDIAN_SEARCH_MIN_LENGTH, `query: at least ${GUARDIAN_SEARCH_MIN_LENGTH} characters`)
    .max(13)
    .regex(/^[0-9-]+$/, 'query: digits and a hyphen only'),
});

export const ZPersonGuardianParams = z.object({ id: ZIdParam, guardianId: ZIdParam });

export const ZLinkedPersons = z.array(ZLinkedPerson);
