import type { RequestContext } from '../../context/request-context.ts';

// The campus platform's admin pages the person card links to: from CAMPUS_ADMIN_URL, or the campus
// sandbox's address in the embedded mode. Null when there is nothing to link to.

type WithIntegrations = Pick<RequestContext, 'integrations'>;

const adminPage = (ctx: WithIntegrations, kind: 'persons' | 'groups', campusId: string | null) => {
  const adminUrl = ctx.integrations.campus?.adminUrl;
  if (!adminUrl || !campusId) return null;
  return `${adminUrl}/admin/${kind}/${encodeURIComponent(campusId)}`;
};

/** `{campus admin}/admin/persons/{campusId}`: 'Open in the campus system' on the card. */
export function campusPersonUrl(ctx: WithIntegrations, campusId: string | null): string | null {
  return adminPage(ctx, 'persons', campusId);
}

/** `{campus admin}/admin/groups/{campusId}`: a group opened from the overview dialog. */
export function campusGroupAdminUrl(ctx: WithIntegrations, campusId: string | null): string | null {
  return adminPage(ctx, 'groups', campusId);
}
