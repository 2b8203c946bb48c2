import { describe, expect, it } from 'vitest';
import { CIVIC_NUMBER_MESSAGE, ZCreatePersonBody } from './create-person.ts';

const valid = {
  given_name: 'Maja',
  family_name: 'Lindqvist',
  email: 'maja.lindqvist@skolan.test',
  civic_number: '19811218-9876',
};

/** The message of each field the schema refuses, as the dialog shows them. */
function refusals(input: object): Record<string, string> {
  const result = ZCreatePersonBody.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('ZCreatePersonBody', () => {
  it('trims the names and puts the address in lower case, as sign-in looks it up', () => {
    expect(
      ZCreatePersonBody.parse({
        given_name: ' Maja ',
        family_name: 'Lindqvist  ',
        email: '  Maja.Lindqvist@Skolan.TEST ',
        civic_number: ' 811218-9876 ',
      }),
    ).toEqual({ ...valid, civic_number: '811218-9876' });
  });

  it.each([undefined, null, '', '   '])('takes %j as no civic number', (civic_number) => {
    expect(ZCreatePersonBody.parse({ ...valid, civic_number }).civic_number).toBeNull();
  });

  it.each([
    [{ given_name: '  ' }, { given_name: 'Obligatoriskt' }],
    [{ family_name: undefined }, { family_name: 'Obligatoriskt' }],
    [{ given_name: 'x'.repeat(101) }, { given_name: 'Högst 100 tecken' }],
    [{ email: 'maja.lindqvist' }, { email: 'Ange en giltig e-postadress' }],
    [{ email: '' }, { email: 'Obligatoriskt' }],
    [{ civic_number: '811218-9875' }, { civic_number: CIVIC_NUMBER_MESSAGE }],
    [{ civic_number: '811218-98T6' }, { civic_number: CIVIC_NUMBER_MESSAGE }],
    [{ civic_number: 8112189876 }, { civic_number: CIVIC_NUMBER_MESSAGE }],
  ])('refuses %j in Swedish at the field', (change, messages) => {
    expect(refusals({ ...valid, ...change })).toEqual(messages);
  });
});
