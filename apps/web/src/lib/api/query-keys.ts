// The keys of the app-wide queries, shared by the shell, the route guards and every feature.
export const sharedQueryKeys = {
  /** GET /api/authorization: where the user holds what, by unit; a unit made or moved changes it. */
  authorization: ['auth', 'authorization'],
  /** GET /api/authenticate, which the auth area loads before the shell shows. */
  session: ['auth', 'session'],
} as const;

/**
 * The cached answers of each area that list or name the organisation's units, by the key the area
 * gives them: a change in Superadmin › Organisation makes each stale, so that every screen offers the
 * units as they now are.
 */
export const unitQueryKeys = {
  /** The preschool screen: its units, and each unit's lists that carry the unit's name. */
  preschool: ['preschool'],
  /** Enheter and Synkronisering: the units, and each unit's system ids. */
  schools: ['schools'],
  /** CB Fakturering's units. */
  chromebookLocations: ['chromebook-invoices', 'locations'],
  /** The publish dialog's units. */
  publishLocations: ['publish', 'locations'],
  /** The person screen: the units of a person's roles, and the role search of 'Redigera enhetsroller'. */
  persons: ['persons'],
  /** The groups screen: a group's unit. */
  groups: ['groups'],
  /** The dashboard's tree of the units where the user has roles. */
  readableAuthorizations: ['auth', 'readable-list'],
  authorization: sharedQueryKeys.authorization,
} as const;
