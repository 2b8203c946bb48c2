export function fullNameOf(person: { givenName: string; familyName: string }): string {
  return `${person.givenName} ${person.familyName}`;
}
