import { addMonths, calendarMonth, dateInMonth } from '@kansli/domain/calendar/dates';
import { asciiName, familyNames, femaleNames, maleNames } from '@kansli/domain/fictional/names';
import type { Random } from '@kansli/domain/fictional/random';
import { civicNumberFor } from '@kansli/domain/persons/civic-number';
import type { Tx } from '../client.ts';
import {
  preschoolCarePeriods,
  preschoolChildGuardians,
  preschoolChildren,
  preschoolDepartments as preschoolDepartmentRows,
  preschoolGuardians,
  preschoolUnits,
} from '../schema/preschool.ts';
import { communes, preschoolDepartments, streets } from './names.ts';
import { seedLocations } from './organisation.ts';

/** Children per unit at scale 1: small and large units; at scale 10 one has the 500 the benchmark asks for. */
const UNIT_SIZES = [90, 105, 60, 50, 115, 85];
// Care periods are spread around this month, so that the months near it show every case: periods that
// start and end mid-month, children who start later, and children who have left.
const ANCHOR_MONTH = '2026-11';

/** A date `offsetMonths` from the anchor month: on the day given (or the month's last), else a random day. */
function monthDate(random: Random, offsetMonths: number, day?: number): string {
  const month = calendarMonth(addMonths(ANCHOR_MONTH, offsetMonths));
  return dateInMonth(month.month, Math.min(day ?? random.int(1, month.days), month.days));
}

interface GuardianRow {
  key: number;
  locationId: number;
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  note: string;
}

/** Fills the preschools with children, guardians and care periods; `scale` multiplies the children. */
export async function seedPreschools(tx: Tx, random: Random, scale: number) {
  const units = seedLocations.filter((l) => l.kind === 'preschool');
  await tx.insert(preschoolUnits).values(
    units.map((unit, i) => ({
      locationId: unit.id,
      communes: communes.slice(i % 3, (i % 3) + 4).map(([name]) => name),
    })),
  );
  await tx
    .insert(preschoolDepartmentRows)
    .values(
      units.flatMap((unit, i) =>
        preschoolDepartments
          .slice(i % 4, (i % 4) + 4)
          .map((name, sortOrder) => ({ locationId: unit.id, name, sortOrder })),
      ),
    );

  const guardians: GuardianRow[] = [];
  const children: {
    locationId: number;
    givenName: string;
    familyName: string;
    civicNumber: string;
    active: boolean;
    note: string;
    guardians: { key: number; percent: number }[];
    periods: {
      start: string;
      end: string | null;
      commune: string;
      department: string;
      careTime: 'Heltid' | 'Deltid';
      costOre: number | null;
      note: string;
    }[];
  }[] = [];
  const emails = new Set<string>();
  const civicNumbers = new Set<string>();

  const newGuardian = (locationId: number, familyName: string): GuardianRow => {
    const givenName = random.chance(0.5) ? random.pick(femaleNames) : random.pick(maleNames);
    const [city, postal] = random.pick(communes);
    let email = `${asciiName(givenName)}.${asciiName(familyName)}@hemma.test`;
    for (let n = 2; emails.has(email); n++)
      email = `${asciiName(givenName)}.${asciiName(familyName)}${n}@hemma.test`;
    emails.add(email);
    const row = {
      key: guardians.length,
      locationId,
      givenName,
      familyName,
      email,
      phone: `07${random.int(0, 9)}-${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`,
      streetAddress: `${random.pick(streets)} ${random.int(1, 80)}`,
      postalCode: `${postal} ${random.int(10, 99)}`,
      city,
      note: '',
    };
    guardians.push(row);
    return row;
  };
  const childCivicNumber = () => {
    for (;;) {
      // The preschool register keeps the ten-digit form yymmdd-nnnn its form asks for.
      const value = civicNumberFor(monthDate(random, -random.int(12, 66)), random.int(0, 999)).slice(2);
      if (!civicNumbers.has(value)) {
        civicNumbers.add(value);
        return value;
      }
    }
  };

  for (const unit of units) {
    const unitIndex = units.indexOf(unit);
    const unitCommunes = communes.slice(unitIndex % 3, (unitIndex % 3) + 4).map(([name]) => name);
    const departments = preschoolDepartments.slice(unitIndex % 4, (unitIndex % 4) + 4);
    const count = (UNIT_SIZES[unitIndex % UNIT_SIZES.length] ?? 60) * scale;
    let family: { key: number; percent: number }[] = [];
    let familyName = '';
    for (let i = 0; i < count; i++) {
      const sibling = family.length > 0 && random.chance(0.15);
      if (!sibling) {
        familyName = random.pick(familyNames);
        const first = newGuardian(unit.id, familyName);
        if (random.chance(0.75)) {
          // Two guardians share the fee half each unless they agreed otherwise.
          const second = newGuardian(unit.id, random.chance(0.6) ? familyName : random.pick(familyNames));
          const firstShare = random.pick([50, 50, 50, 50, 50, 60, 70, 100]);
          family = [
            { key: first.key, percent: firstShare },
            { key: second.key, percent: 100 - firstShare },
          ];
        } else {
          family = [{ key: first.key, percent: 100 }];
        }
      }
      const careTime = random.chance(0.8) ? ('Heltid' as const) : ('Deltid' as const);
      const baseOre =
        (careTime === 'Heltid'
          ? random.pick([168800, 157300, 142000, 112500])
          : random.pick([112500, 98000, 75000])) / (sibling ? 2 : 1);
      const start = monthDate(random, -random.int(-3, 30));
      // About one in six has left or leaves within a few months, ending mid-month.
      const end = random.chance(0.17) ? monthDate(random, random.int(-4, 4)) : null;
      const periods = [
        {
          start,
          end: end && end >= start ? end : null,
          commune: random.pick(unitCommunes),
          department: random.pick(departments),
          careTime,
          costOre: Math.round(baseOre),
          note: '',
        },
      ];
      // Some change their care mid-month this autumn: the old period ends the day before the new starts.
      const first = periods[0];
      if (first && !first.end && random.chance(0.08) && first.start < monthDate(random, -1, 1)) {
        const changeDay = random.int(2, 28);
        first.end = monthDate(random, 0, changeDay - 1);
        periods.push({
          ...first,
          start: monthDate(random, 0, changeDay),
          end: null,
          careTime: careTime === 'Heltid' ? 'Deltid' : 'Heltid',
          costOre: Math.round(baseOre * (careTime === 'Heltid' ? 0.7 : 1.4)),
          note: 'Ändrad omsorgstid',
        });
      }
      children.push({
        locationId: unit.id,
        givenName: random.chance(0.5) ? random.pick(femaleNames) : random.pick(maleNames),
        familyName,
        civicNumber: childCivicNumber(),
        active: !random.chance(0.05),
        note: random.chance(0.1)
          ? random.pick(['Allergi: nötter', 'Hämtas av morfar på fredagar', 'Laktosintolerant'])
          : '',
        guardians: family,
        periods,
      });
    }
    // Every unit has a child whose guardian is not registered yet, and one whose fee is not set.
    const noGuardian = children.findLast((c) => c.locationId === unit.id && c.guardians.length > 0);
    if (noGuardian) noGuardian.guardians = [];
    const noCost = children.find((c) => c.locationId === unit.id && c.active && c.guardians.length > 0);
    if (noCost?.periods[0]) noCost.periods[0].costOre = null;
  }

  const guardianIds: number[] = [];
  for (let i = 0; i < guardians.length; i += 1000) {
    const rows = await tx
      .insert(preschoolGuardians)
      .values(guardians.slice(i, i + 1000).map(({ key: _key, ...row }) => row))
      .returning({ id: preschoolGuardians.id });
    guardianIds.push(...rows.map((r) => r.id));
  }
  const childIds: number[] = [];
  for (let i = 0; i < children.length; i += 1000) {
    const rows = await tx
      .insert(preschoolChildren)
      .values(children.slice(i, i + 1000).map(({ guardians: _g, periods: _p, ...row }) => row))
      .returning({ id: preschoolChildren.id });
    childIds.push(...rows.map((r) => r.id));
  }
  const links = children.flatMap((child, i) =>
    child.guardians.map((g, order) => ({
      childId: childIds[i] as number,
      guardianId: guardianIds[g.key] as number,
      percent: g.percent,
      sortOrder: order,
    })),
  );
  const periods = children.flatMap((child, i) =>
    child.periods.map((p) => ({ ...p, childId: childIds[i] as number })),
  );
  for (let i = 0; i < links.length; i += 1000)
    await tx.insert(preschoolChildGuardians).values(links.slice(i, i + 1000));
  for (let i = 0; i < periods.length; i += 1000)
    await tx.insert(preschoolCarePeriods).values(periods.slice(i, i + 1000));
}
