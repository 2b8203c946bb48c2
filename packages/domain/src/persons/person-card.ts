import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';

// The person card (spec part 1, 2.4 and 3 'Person (admin side)'): GET /api/integration/person/{id}
// (?groups=1&image=1), …/roles, …/details, and GET /api/persons/getPersonDetails/{id}.

/** A linked person on the card: a pupil's guardian or a guardian's pupil (spec 3 'Guardian'). */
export const ZLinkedPerson = z.object({
  id: z.number().int(),
  given_name: z.string(),
  family_name: z.string(),
  civic_number: z.string().nullable(),
});
export type TLinkedPerson = z.infer<typeof ZLinkedPerson>;

export const ZPersonEmail = z.object({
  id: z.number().int(),
  type: z.string(),
  email: z.string(),
  system: z.string(),
});
export type TPersonEmail = z.infer<typeof ZPersonEmail>;

export const PHONE_TYPES = ['home', 'work', 'mobile'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const PHONE_SYSTEMS = ['admin', 'online', 'schoolsoft', 'adela', 'flex'] as const;
export type PhoneSystem = (typeof PHONE_SYSTEMS)[number];

/** Spec 2.4: phone rows from these systems are changed there, never here. */
export function isReadOnlyPhoneSystem(system: string): boolean {
  return system !== 'admin';
}

/** The e-mail type of a pupil: no send-to-flex button for it (spec 2.4). */
export const STUDENT_EMAIL_TYPE = 'student';

export const ZPersonPhone = z.object({
  id: z.number().int(),
  person_id: z.number().int(),
  number: z.string(),
  type: z.enum(PHONE_TYPES),
  isMobile: z.boolean(),
  system: z.enum(PHONE_SYSTEMS),
});
export type TPersonPhone = z.infer<typeof ZPersonPhone>;

export const ZSystemId = z.object({
  system: z.string(),
  systemId: z.string(),
  systemSegment: z.string().nullable(),
});

export const ZChromeDeviceOfPerson = z.object({
  deviceId: z.string(),
  serialNumber: z.string(),
  model: z.string(),
  order: z.number().int(),
  lastSync: z.string().nullable(),
});

export const ZPersonGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** When the person left the group, else null. */
  deletedAt: z.string().nullable(),
  /** The group's page in the campus platform's admin, when published there. */
  campusAdminUrl: z.string().nullable(),
});
export type TPersonGroup = z.infer<typeof ZPersonGroup>;

export const ZPersonCard = z.object({
  id: z.number().int(),
  givenName: z.string(),
  familyName: z.string(),
  civicNumber: z.string().nullable(),
  guardians: z.array(ZLinkedPerson),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  extension: z.object({
    avatarImage: z.string().nullable(),
    /** The names of the person's roles, each once. */
    roles: z.array(z.string()),
    /** The units where the person holds roles, with the role names there. */
    locations: z.array(z.object({ id: z.number().int(), name: z.string(), roles: z.array(z.string()) })),
    emails: z.array(ZPersonEmail),
    phones: z.array(ZPersonPhone),
    systemIds: z.array(ZSystemId),
    /** At most 3, by order (spec 9). */
    chromeDevices: z.array(ZChromeDeviceOfPerson),
    campusId: z.string().nullable(),
    /** The person's page in the campus platform, when the person has a campusId. */
    campusUrl: z.string().nullable(),
    googleId: z.string().nullable(),
    isJensenEmployed: z.boolean(),
    /** Only with groups=1. */
    groups: z.array(ZPersonGroup).optional(),
  }),
});
export type TPersonCard = z.infer<typeof ZPersonCard>;

export const ZPersonParams = z.object({ id: ZIdParam });

const ZFlag = z.enum(['0', '1']).optional();
export const ZPersonCardQuery = z.object({ groups: ZFlag, image: ZFlag });

export const ZPersonCardResponse = z.object({ data: ZPersonCard });

/** GET person/{id}/roles: per unit, the role names there; inherited when held through a unit above it. */
export const ZPersonRolesResponse = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      location_id: z.number().int(),
      roles: z.array(z.string()),
      inherited: z.boolean(),
    }),
  ),
});

/** GET person/{id}/details: each list as one delimited string (entries by '; '). */
export const ZPersonDetailsResponse = z.object({
  data: z.object({
    locations: z.string(),
    emails: z.string(),
    systemIds: z.string(),
    phones: z.string(),
    chromeDevices: z.string(),
  }),
});
