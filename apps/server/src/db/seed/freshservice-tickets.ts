import { dateOfEpochDay, epochDay } from '@kansli/domain/calendar/dates';
import { Random } from '@kansli/domain/fictional/random';
import type {
  FreshserviceSandboxRequester,
  FreshserviceSandboxTicket,
} from '@kansli/sandbox/freshservice/state';
import { DEVICE_CASE_CATEGORIES, DEVICE_CASE_FIELDS } from '../../integrations/freshservice/client.ts';
import { demoPeople, SEED } from './demo-people.ts';
import { generateChromeDevices } from './devices.ts';
import { pupilsWithoutGuardianEmail } from './guardians-without-email.ts';
import { freshserviceDepartmentId, type SeedLocation, seedLocations } from './organisation.ts';
import type { SeedPerson } from './people.ts';

// The demo organisation's Freshservice tickets, as its school IT staff would have registered them:
// a handful of Chromebook damage and buy-out cases per school unit over the last 60 days, on the
// seeded pupils and the serial numbers of their seeded Chromebooks, and a case of another kind that
// the invoice underlay leaves out. The Freshservice sandbox starts with them.

export interface DemoFreshservice {
  tickets: FreshserviceSandboxTicket[];
  requesters: FreshserviceSandboxRequester[];
}

const SCHOOL_KINDS: readonly SeedLocation['kind'][] = ['grundskola', 'gymnasium', 'komvux'];
const DEVICE_CASES_PER_UNIT = 6;
const DAYS_BACK = 60;
/** The case of a pupil whose guardians lack e-mail falls within the underlay's default 30 days. */
const RECENT_DAYS = 25;
const FIRST_TICKET_ID = 4001;

const DAMAGES = [
  'Sprucken skärm',
  'Trasigt tangentbord',
  'Vätskeskada',
  'Avbrutet skärmgångjärn',
  'Trasig laddningsport',
  'Saknade tangenter',
];
const BUY_OUT_PRICES = [1200, 1500, 1750, 2000, 2500];
const OTHER_CASES: [string, string][] = [
  ['Inloggning', 'Kan inte logga in på Chromebook'],
  ['Nätverk', 'Chromebook hittar inte skolans wifi'],
];

const html = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function instant(today: string, daysBack: number, random: Random): string {
  const hour = String(random.int(6, 15)).padStart(2, '0');
  const minute = String(random.int(0, 59)).padStart(2, '0');
  return `${dateOfEpochDay(epochDay(today) - daysBack)}T${hour}:${minute}:00Z`;
}

/** Kronor as a school's IT staff would enter them: mostly whole, now and then with öre. */
function damageCost(random: Random): number {
  const kronor = random.int(35, 250) * 10;
  return random.chance(0.2) ? kronor - 0.5 : kronor;
}

/**
 * The tickets of the demo organisation dated relative to `today` (YYYY-MM-DD), made from the same
 * people and devices as the database seed, so a case's civic number and serial find the pupil and
 * the Chromebook.
 */
export function demoFreshserviceTickets(today: string): DemoFreshservice {
  const people = demoPeople();
  const devices = generateChromeDevices(new Random(SEED + 2), people);
  const serialOf = new Map<number, string>();
  for (const device of devices)
    if (device.user.sortOrder === 1) serialOf.set(device.user.index, device.serialNumber);
  const withoutGuardianEmail = new Set(pupilsWithoutGuardianEmail(people));
  // Its own stream, so that the database seed's people and devices are as they were.
  const random = new Random(SEED + 5);

  const requesters: FreshserviceSandboxRequester[] = [];
  const drafts: Omit<FreshserviceSandboxTicket, 'id'>[] = [];
  for (const unit of seedLocations.filter((l) => SCHOOL_KINDS.includes(l.kind))) {
    const departmentId = freshserviceDepartmentId(unit.id);
    const holds = (person: SeedPerson, role: string) =>
      person.roles.some((r) => r.role === role && r.locationId === unit.id);
    const support = people.find((p) => holds(p, 'Supportpersonal'));
    const requesterId = 5000 + unit.id;
    requesters.push({
      id: requesterId,
      first_name: support?.givenName ?? 'IT',
      last_name: support?.familyName ?? unit.name,
      primary_email: support?.emails[0]?.email ?? null,
      department_ids: [departmentId],
    });

    const pupils = people.flatMap((p, index) => (holds(p, 'Elev') ? [index] : []));
    const chosen = [...pupils.filter((p) => withoutGuardianEmail.has(p))];
    while (chosen.length < Math.min(DEVICE_CASES_PER_UNIT, pupils.length)) {
      const pupil = random.pick(pupils);
      if (!chosen.includes(pupil)) chosen.push(pupil);
    }
    chosen.forEach((index, n) => {
      const pupil = people[index] as SeedPerson;
      const serial = serialOf.get(index) ?? null;
      // Every unit has both kinds: the first case is damage, the second a buy-out.
      const buyOut = n === 1 || (n > 1 && random.chance(0.4));
      const daysBack = withoutGuardianEmail.has(index)
        ? random.int(2, RECENT_DAYS)
        : random.int(1, DAYS_BACK);
      const createdAt = instant(today, daysBack, random);
      const device = serial ? `Chromebook ${serial}` : 'Chromebook (serienummer saknas)';
      const damage = random.pick(DAMAGES);
      const cost = buyOut ? random.pick(BUY_OUT_PRICES) : damageCost(random);
      drafts.push({
        subject: buyOut ? `Utköp av ${device}` : `${damage} – ${device}`,
        description: buyOut
          ? `<p>Eleven ${html(pupil.givenName)} ${html(pupil.familyName)} köper ut sin ${html(device)} vid avslutad skolgång.</p><p>Pris: ${cost} kr exkl. moms.</p>`
          : `<p>${html(damage)} på ${html(device)} som eleven ${html(pupil.givenName)} ${html(pupil.familyName)} lånar.</p><p>Reparationskostnad: ${cost} kr exkl. moms.</p>`,
        status: random.chance(0.7) ? 4 : random.pick([2, 3, 5]),
        priority: 2,
        category: buyOut ? DEVICE_CASE_CATEGORIES.buy : DEVICE_CASE_CATEGORIES.careless,
        sub_category: 'Chromebook',
        item_category: null,
        department_id: departmentId,
        requester_id: requesterId,
        created_at: createdAt,
        updated_at: createdAt,
        custom_fields: {
          [DEVICE_CASE_FIELDS.serialNumber]: serial,
          [DEVICE_CASE_FIELDS.studentCivicNumber]: pupil.civicNumber,
          [DEVICE_CASE_FIELDS.cost]: cost,
        },
      });
    });

    const [category, subject] = random.pick(OTHER_CASES);
    const createdAt = instant(today, random.int(1, DAYS_BACK), random);
    drafts.push({
      subject,
      description: `<p>${html(subject)}.</p>`,
      status: 5,
      priority: 1,
      category,
      sub_category: 'Chromebook',
      item_category: null,
      department_id: departmentId,
      requester_id: requesterId,
      created_at: createdAt,
      updated_at: createdAt,
      custom_fields: {},
    });
  }

  // Freshservice numbers its tickets in the order they were made.
  const tickets = drafts
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((draft, n) => ({ id: FIRST_TICKET_ID + n, ...draft }));
  return { tickets, requesters };
}
