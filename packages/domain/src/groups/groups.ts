import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';
import { searchPageQuery } from '../http/paging.ts';

// The groups screen's calls (spec part 2, 3 'Group', 'Member'; 7 'Groups and devices'): the search,
// a group's members, its active switch, ending a membership, and publishing a group to the campus
// platform and to Google.

/** Groups per page (spec 9), and the loading placeholders shown meanwhile. */
export const GROUP_PAGE_SIZE = 8;

/** GET /api/integration/groups: name, e-mail address or `system:system_id`, every word matched. */
export const ZGroupSearchQuery = searchPageQuery(GROUP_PAGE_SIZE);
export type TGroupSearchQuery = z.infer<typeof ZGroupSearchQuery>;

export const ZGroupSystemId = z.object({
  system: z.string(),
  systemId: z.string(),
  systemSegment: z.string().nullable(),
});

/** A member of a group: `id` is the membership's; `personId` opens the person page. */
export const ZGroupMember = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  name: z.string(),
  roleName: z.string(),
  createdAt: z.string(),
});
export type TGroupMember = z.infer<typeof ZGroupMember>;

export const ZGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  /** The first and last day, YYYY-MM-DD. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  active: z.boolean(),
  email: z.string().nullable(),
  typeName: z.string().nullable(),
  locationId: z.number().int(),
  extension: z.object({
    locationName: z.string(),
    typeName: z.string().nullable(),
    subjectName: z.string().nullable(),
    courseCode: z.string().nullable(),
    /** Kansli's own id first ('admin'), then the school system's. */
    systemIds: z.array(ZGroupSystemId),
    campusId: z.string().nullable(),
    /** The group's page in the campus platform's admin, when it is there. */
    campusAdminUrl: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The number of current members. */
  memberCount: z.number().int(),
});
export type TGroup = z.infer<typeof ZGroup>;

/** The answer of the search: `groupCount` is the number of groups in all pages. */
export const ZGroupSearchResponse = z.object({ groupCount: z.number().int(), groups: z.array(ZGroup) });
export type TGroupSearchResponse = z.infer<typeof ZGroupSearchResponse>;

export const ZGroupParams = z.object({ id: ZIdParam });
export const ZGroupMemberParams = z.object({ id: ZIdParam, memberId: ZIdParam });

/** GET /api/integration/groups/{id}/members: the current members, teachers first, then by name. */
export const ZGroupMembers = z.array(ZGroupMember);

/** POST /api/groups/{id}/setActiveStatus. */
export const ZSetActiveStatusBody = z.object({ active: z.boolean() });

/** POST /api/groups/{id}/deleteMember/{memberId}: the membership is ended, not removed. */
export const ZDeletedMember = z.object({ id: z.number().int() });

/** POST /api/integration/group/{id}/publish/google: the group and what changed among its members. */
export const ZGooglePublishResponse = z.object({
  group: ZGroup,
  added: z.number().int(),
  removed: z.number().int(),
  /** Members without an account in the organisation's Google, left out. */
  withoutAccount: z.number().int(),
});
export type TGooglePublishResult = z.infer<typeof ZGooglePublishResponse>;

/** The type names spec 2 shows a subject and a course code for. */
export const SUBJECT_GROUP_TYPE = 'Grundskolan ämne';
export const COURSE_GROUP_TYPE = 'Gymnasiet kurs';
