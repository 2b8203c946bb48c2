import { type Age, ageFromCivicNumber } from '@kansli/domain/persons/age';
import CakeIcon from '@mui/icons-material/Cake';
import Typography from '@mui/material/Typography';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '3 år och 8 månader', or under one month old '0 år och 12 dagar' (spec 2.8). */
export function ageText(age: Age): string {
  const years = `${age.years} år`;
  if (age.years === 0 && age.months === 0) return `${years} och ${plural(age.days, 'dag', 'dagar')}`;
  return `${years} och ${plural(age.months, 'månad', 'månader')}`;
}

/** The age computed from the civic number; a temporary number gives none. */
export function childAge(civicNumber: string, today: string): string {
  const age = ageFromCivicNumber(civicNumber, today);
  return age ? ageText(age) : 'Okänd';
}

/** On the birthday: '{name} fyller 3 år i dag!' */
export function BirthdayMessage({
  civicNumber,
  givenName,
  today,
}: {
  civicNumber: string;
  givenName: string;
  today: string;
}) {
  const age = ageFromCivicNumber(civicNumber, today);
  if (!age?.birthday) return null;
  return (
    <Typography color="primary" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
      <CakeIcon fontSize="small" />
      {givenName} fyller {age.years} år i dag!
    </Typography>
  );
}
