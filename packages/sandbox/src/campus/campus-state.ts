// What the campus platform sandbox holds, in memory: persons and groups by our ids (externalId), each
// with the platform's own id (campusId), the guardian links and the group memberships.

export interface CampusPerson {
  campusId: string;
  externalId: string;
  givenName: string;
  familyName: string;
  civicNumber: string | null;
  emails: { email: string; type: string }[];
  roles: { role: string; unit: string }[];
  /** The externalIds of the person's guardians. */
  guardians: Set<string>;
  updatedAt: Date;
}

export interface CampusGroup {
  campusId: string;
  externalId: string;
  name: string;
  code: string | null;
  unit: string;
  /** Person externalId → role in the group. */
  members: Map<string, string>;
  updatedAt: Date;
}

export class CampusState {
  readonly persons = new Map<string, CampusPerson>();
  readonly groups = new Map<string, CampusGroup>();
  #next = 1;

  newCampusId(prefix: 'p' | 'g'): string {
    return `${prefix}-${String(this.#next++).padStart(6, '0')}`;
  }

  personByCampusId(campusId: string): CampusPerson | undefined {
    return [...this.persons.values()].find((p) => p.campusId === campusId);
  }

  groupByCampusId(campusId: string): CampusGroup | undefined {
    return [...this.groups.values()].find((g) => g.campusId === campusId);
  }
}
