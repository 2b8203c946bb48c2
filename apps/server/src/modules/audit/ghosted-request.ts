// The audit entry of a request made while ghosting (reads too): the route's pattern, its parameters and
// the answer's status. A route that reads or writes one person (or preschool child or guardian) is
// recorded with that entity and id, so the person's 'Historik' finds who read them while ghosting.

/** Routes that name one person, and the parameter and table of that person. */
const PERSON_ROUTES: { route: RegExp; param: string; entity: string }[] = [
  { route: /^\/api\/(integration\/)?person\/:id(\/|$)/, param: 'id', entity: 'person' },
  {
    route:
      /^\/api\/(persons\/(getPersonDetails|getConnectedGuardians|getGuardiansPupils)|integration\/persons\/publish\/campus)\/:id$/,
    param: 'id',
    entity: 'person',
  },
  { route: /^\/api\/cbot\/personInfo\/:personId$/, param: 'personId', entity: 'person' },
  {
    route: /^\/api\/preschool\/:costCenter\/(invoices|invoice\/customer)\/:personId$/,
    param: 'personId',
    entity: 'preschool_guardian',
  },
  { route: /^\/api\/preschool\/:costCenter\/child\/:childId\//, param: 'childId', entity: 'preschool_child' },
];

/** Reads of a preschool unit's lists, which carry every child of the unit (the child view's data). */
export const CHILD_LIST_READS = ['GET /api/preschool/:costCenter', 'GET /api/preschool/:costCenter/overview'];

/** Parameters that hold what a user typed to search, such as a civic number: never stored. */
const FREE_TEXT_PARAMS = new Set(['query']);

/** The route's parameters as jsonb can hold them, without search texts or NUL characters. */
function storableParams(params: unknown): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (FREE_TEXT_PARAMS.has(key)) continue;
    stored[key] = typeof value === 'string' ? value.replaceAll('\0', '') : value;
  }
  return stored;
}

/** The entity a ghosted request is recorded as: the person its route names, else 'request'. */
function resourceOf(route: string, params: Record<string, unknown>) {
  for (const { route: pattern, param, entity } of PERSON_ROUTES) {
    // Validated parameters are numbers; those of a request refused as bad input are still texts.
    const id = Number(params[param]);
    if (pattern.test(route) && Number.isSafeInteger(id) && id > 0) return { entity, entityId: String(id) };
  }
  return { entity: 'request', entityId: null };
}

/** The audit row of a request that `realPersonId` made as `ghostAsId`. */
export function ghostedRequestEvent(
  actor: { realPersonId: number; ghostAsId: number },
  request: { method: string; routeUrl: string | undefined; params: unknown },
  statusCode: number,
) {
  const route = request.routeUrl ?? '';
  const params = storableParams(request.params);
  return {
    actorId: actor.realPersonId,
    ghostAsId: actor.ghostAsId,
    action: `${request.method} ${route}`,
    ...resourceOf(route, params),
    after: { params, statusCode },
  };
}
