import { ZPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { preschoolCarePeriods, preschoolChildren } from '../../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

// Nothing is saved twice: a child's civic number is unique over every unit, and a child's care periods
// never overlap, also when the same save arrives many times at once.

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const create = (body: unknown, costCenter = '4101', who: 'forskolechef' | 'admin' = 'forskolechef') =>
  as(who).post(`/api/preschool/${costCenter}/person`, body, ZPreschoolSaveResponse);
const edit = (body: unknown) =>
  as('forskolechef').put('/api/preschool/4101/person', body, ZPreschoolSaveResponse);

let civicSerial = 0;
/** A civic number no other child has: a temporary number with letters, which the seed never makes. */
const newCivicNumber = () => `230311-K${String(++civicSerial).padStart(3, '0')}`;

const childData = (given: string, civic: string) => ({
  given_name: given,
  family_name: 'Engångsson',
  civic_number: civic,
});
const newChild = (given: string, civic: string, careTimes: object[] = []) => ({
  mode: 'create',
  type: 'child',
  data: childData(given, civic),
  guardians: [],
  care_times: careTimes,
});
const childEdit = (id: number, given: string, civic: string, careTimes: object[] = []) => ({
  mode: 'edit',
  type: 'child',
  child_id: id,
  data: childData(given, civic),
  care_times: careTimes,
});

async function savedId(saving: ReturnType<typeof create>): Promise<number> {
  const answer = await saving;
  expect(answer.error).toBeUndefined();
  return answer.body.id;
}

const childrenWith = (civic: string) =>
  t.database.db.$count(preschoolChildren, eq(preschoolChildren.civicNumber, civic));
const periodsOf = (childId: number) =>
  t.database.db
    .select()
    .from(preschoolCarePeriods)
    .where(eq(preschoolCarePeriods.childId, childId))
    .orderBy(preschoolCarePeriods.start, preschoolCarePeriods.id);

const TAKEN = 'Det finns redan ett barn med det personnumret';
const TAKEN_ELSEWHERE = 'Det finns redan ett barn med det personnumret på en annan förskola';

describe('a civic number', () => {
  it('held by a child of the unit answers 409 with that child’s id, and creates nothing', async () => {
    const civic = newCivicNumber();
    const first = await savedId(create(newChild('Första', civic, [{ start: '2026-01-01', cost: 1000 }])));
    const again = await create(newChild('Andra', civic, [{ start: '2026-01-01', cost: 1000 }]));
    expect(again.status).toBe(409);
    expect(again.error).toEqual({ statusCode: 409, message: TAKEN, id: first });
    expect(await childrenWith(civic)).toBe(1);
    expect(await periodsOf(first)).toHaveLength(1);
  });

  it('held by a child of another unit answers 409 naming neither, with the id only for a user of that unit', async () => {
    const [elsewhere] = await t.database.db
      .select()
      .from(preschoolChildren)
      .where(eq(preschoolChildren.locationId, 102))
      .limit(1);
    if (!elsewhere) throw new Error('no child at unit 102');
    const body = newChild('Annan', elsewhere.civicNumber);

    const manager = await create(body);
    expect(manager.status).toBe(409);
    expect(manager.error).toEqual({ statusCode: 409, message: TAKEN_ELSEWHERE });
    const admin = await create(body, '4101', 'admin');
    expect(admin.error).toEqual({ statusCode: 409, message: TAKEN_ELSEWHERE, id: elsewhere.id });
    expect(await childrenWith(elsewhere.civicNumber)).toBe(1);
  });

  it('given to another child by an edit answers the same 409 and changes nothing', async () => {
    const [civicA, civicB] = [newCivicNumber(), newCivicNumber()];
    const a = await savedId(create(newChild('Ask', civicA)));
    const b = await savedId(create(newChild('Bo', civicB)));

    const single = await edit(childEdit(b, 'Bosse', civicA));
    expect(single.error).toEqual({ statusCode: 409, message: TAKEN, id: a });
    const batch = await edit([childEdit(a, 'Aske', civicA), childEdit(b, 'Bosse', civicA)]);
    expect(batch.error).toEqual({ statusCode: 409, message: TAKEN, id: a });
    const rows = await t.database.db
      .select({
        id: preschoolChildren.id,
        given: preschoolChildren.givenName,
        civic: preschoolChildren.civicNumber,
      })
      .from(preschoolChildren)
      .where(sql`${preschoolChildren.id} in (${a}, ${b})`)
      .orderBy(preschoolChildren.id);
    expect(rows).toEqual([
      { id: a, given: 'Ask', civic: civicA },
      { id: b, given: 'Bo', civic: civicB },
    ]);

    // A child keeping its own number saves as before.
    expect((await edit(childEdit(b, 'Bosse', civicB))).status).toBe(200);
  });

  it('makes one child of 100 identical creates at once; the other 99 get 409 with its id', async () => {
    const civic = newCivicNumber();
    const body = newChild('Samtida', civic, [{ start: '2026-01-01', cost: 1000 }]);
    const answers = await Promise.all(Array.from({ length: 100 }, () => create(body)));
    const created = answers.filter((answer) => answer.status === 200);
    expect(created).toHaveLength(1);
    const id = created[0]?.body.id;
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.error)).toEqual(
      Array(99).fill({ statusCode: 409, message: TAKEN, id }),
    );
    expect(await childrenWith(civic)).toBe(1);
    expect(await periodsOf(id ?? 0)).toHaveLength(1);
  });

  it.runIf(onPostgres)(
    'taken by a save that commits between the check and the insert answers the same 409',
    async () => {
      const civic = newCivicNumber();
      let holder = 0;
      let pending: ReturnType<typeof create> | undefined;
      await t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(preschoolChildren)
          .values({ locationId: 101, givenName: 'Snabb', familyName: 'Engångsson', civicNumber: civic })
          .returning({ id: preschoolChildren.id });
        holder = row?.id ?? 0;
        // The create finds the number free, then waits at the unique index for this transaction.
        pending = create(newChild('Långsam', civic));
        await waitForALockWait();
      });
      const answer = await (pending as ReturnType<typeof create>);
      expect(answer.error).toEqual({ statusCode: 409, message: TAKEN, id: holder });
      expect(await childrenWith(civic)).toBe(1);
    },
  );
});

/** Waits until a statement of the database waits for a lock. */
async function waitForALockWait() {
  for (let tries = 0; tries < 500; tries++) {
    const [row] = await queryRows<{ waiting: number }>(
      t.database.db,
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement came to wait for the lock');
}

describe('care periods of a child', () => {
  const OVERLAP = { statusCode: 400, message: 'care_times: Omsorgsperioderna får inte överlappa varandra' };

  // biome-ignore format: a table reads best one row a line
  const creates: [string, number, object[]][] = [
    ['one ending the day before the next starts', 200, [{ start: '2026-01-01', end: '2026-03-31', cost: 1000 }, { start: '2026-04-01', cost: 1200 }]],
    ['one ending the day the next starts', 400, [{ start: '2026-01-01', end: '2026-03-31', cost: 1000 }, { start: '2026-03-31', cost: 1200 }]],
    ['two without end', 400, [{ start: '2026-01-01', cost: 1000 }, { start: '2026-08-01', cost: 1200 }]],
    ['one inside another', 400, [{ start: '2026-01-01', end: '2026-12-31', cost: 1000 }, { start: '2026-05-01', end: '2026-05-31', cost: 1200 }]],
    ['two that overlap, one of them deleted', 200, [{ start: '2026-01-01', cost: 1000, _delete: true }, { start: '2026-01-01', cost: 1200 }]],
  ];

  it.each(creates)('of a new child: %s answer %s', async (_name, status, careTimes) => {
    const civic = newCivicNumber();
    const answer = await create(newChild('Ny', civic, careTimes));
    expect(answer.status).toBe(status);
    if (status === 400) expect(answer.error).toEqual(OVERLAP);
    expect(await childrenWith(civic)).toBe(status === 200 ? 1 : 0);
  });

  it('are refused when an edit adds one overlapping a stored one, and taken when the stored one ends or is deleted in the same save', async () => {
    const civic = newCivicNumber();
    const id = await savedId(create(newChild('Vera', civic, [{ start: '2026-01-01', cost: 1000 }])));
    const [first] = await periodsOf(id);
    const save = (careTimes: object[]) => edit(childEdit(id, 'Vera', civic, careTimes));

    expect((await save([{ start: '2026-08-01', cost: 1200 }])).error).toEqual(OVERLAP);
    expect(await periodsOf(id)).toHaveLength(1);

    const ended = { id: first?.id, start: '2026-01-01', end: '2026-07-31', cost: 1000 };
    expect((await save([ended, { start: '2026-08-01', cost: 1200 }])).status).toBe(200);
    const [, second] = await periodsOf(id);

    // A deleted period is no longer in the way, and restoring it is refused while another holds its days.
    const deleted = { id: second?.id, start: '2026-08-01', cost: 1200, _delete: true };
    expect((await save([deleted, { start: '2026-09-01', cost: 1300 }])).status).toBe(200);
    expect((await save([{ ...deleted, _delete: false }])).error).toEqual(OVERLAP);
    expect((await periodsOf(id)).map((p) => [p.start, p.end, p.deleted])).toEqual([
      ['2026-01-01', '2026-07-31', false],
      ['2026-08-01', null, true],
      ['2026-09-01', null, false],
    ]);
  });

  it('are added once by 50 identical batch saves at once; the other 49 get 400', async () => {
    const civic = [newCivicNumber(), newCivicNumber()] as const;
    const before = [{ start: '2026-01-01', end: '2026-06-30', cost: 1000 }];
    const ids = [
      await savedId(create(newChild('Alfa', civic[0], before))),
      await savedId(create(newChild('Beta', civic[1], before))),
    ];
    const batch = ids.map((id, i) =>
      childEdit(id, i === 0 ? 'Alfa' : 'Beta', civic[i] as string, [{ start: '2026-07-01', cost: 1200 }]),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => edit(batch)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.error)).toEqual(
      Array(49).fill(OVERLAP),
    );
    for (const id of ids) {
      expect((await periodsOf(id)).map((p) => [p.start, p.end])).toEqual([
        ['2026-01-01', '2026-06-30'],
        ['2026-07-01', null],
      ]);
    }
  });
});

describe('the seeded children', () => {
  it('have no civic number twice and no overlapping care periods', async () => {
    await resetDatabase(t.database);
    as.forget();
    const repeated = await queryRows(
      t.database.db,
      sql`select civic_number from preschool_children group by civic_number having count(*) > 1`,
    );
    expect(repeated).toHaveLength(0);
    const overlapping = await t.database.db.$count(
      preschoolCarePeriods,
      and(
        eq(preschoolCarePeriods.deleted, false),
        sql`exists (select 1 from preschool_care_periods o
              where o.child_id = ${preschoolCarePeriods.childId} and o.id <> ${preschoolCarePeriods.id}
                and not o.deleted
                and o.start <= coalesce(${preschoolCarePeriods.end}, 'infinity'::date)
                and ${preschoolCarePeriods.start} <= coalesce(o."end", 'infinity'::date))`,
      ),
    );
    expect(overlapping).toBe(0);
  });
});
