import type { PersonPermissionChange, PersonPermissions } from '@/features/persons/api/person-permissions.ts';

/** The dialog's edits: per `segment/flag`, whether the person should hold the flag directly. */
export type PermissionDraft = ReadonlyMap<string, boolean>;

export const draftKey = (segment: string, flag: string) => `${segment}/${flag}`;

/** What the checkbox shows: the edit if any, else whether the person holds the flag directly. */
export function isHeld(draft: PermissionDraft, segment: string, flag: { key: string; direct: boolean }) {
  return draft.get(draftKey(segment, flag.key)) ?? flag.direct;
}

/** The edits that differ from what the server answered: 'Spara' sends only these. */
export function changesOf(permissions: PersonPermissions, draft: PermissionDraft): PersonPermissionChange[] {
  return permissions.segments.flatMap((segment) =>
    segment.flags.flatMap((flag) => {
      const held = draft.get(draftKey(segment.key, flag.key));
      return held === undefined || held === flag.direct
        ? []
        : [{ segment: segment.key, flag: flag.key, held }];
    }),
  );
}
