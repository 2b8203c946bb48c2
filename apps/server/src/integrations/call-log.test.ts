import { describe, expect, it } from 'vitest';
import { technicalFields, userMessageOf } from './call-log.ts';
import { IntegrationError, type IntegrationFailure } from './http.ts';

const failure = (kind: IntegrationFailure, status?: number) =>
  new IntegrationError({ system: 'Flex', operation: 'health check', failure: kind, status, attempts: 3 });

describe('the Swedish message of a failed call', () => {
  it.each([
    [failure('timeout'), 'Flex svarade inte i tid. Försök igen om en stund.'],
    [
      failure('network'),
      'Kansli når inte Flex. Försök igen om en stund; kvarstår felet, be driften kontrollera adressen och nätverket.',
    ],
    [
      failure('status', 401),
      'Flex nekade Kansli åtkomst. Be en administratör kontrollera Kanslis inloggningsuppgifter för Flex.',
    ],
    [
      failure('status', 403),
      'Flex nekade Kansli åtkomst. Be en administratör kontrollera Kanslis inloggningsuppgifter för Flex.',
    ],
    [
      failure('status', 404),
      'Flex hittade inte det Kansli frågade efter. Kontrollera uppgifterna och försök igen.',
    ],
    [failure('status', 429), 'Flex tar inte emot fler anrop just nu. Försök igen om en stund.'],
    [failure('status', 500), 'Flex svarar inte just nu. Försök igen om en stund.'],
    [failure('status', 503), 'Flex svarar inte just nu. Försök igen om en stund.'],
    [
      failure('answer', 200),
      'Flex svarade med något som Kansli inte kan läsa. Försök igen om en stund, och kontakta systemförvaltaren om felet kvarstår.',
    ],
    [
      failure('status', 400),
      'Flex avvisade uppgifterna från Kansli. Kontrollera uppgifterna och försök igen; kvarstår felet, kontakta systemförvaltaren.',
    ],
    [new Error('connect ECONNREFUSED https://flex.example.se/api'), 'Okänt fel vid anropet till Flex.'],
    ['a thrown text', 'Okänt fel vid anropet till Flex.'],
  ])('of %s is %s', (error, message) => {
    expect(userMessageOf('Flex', error)).toBe(message);
  });

  it("is the error's own userMessage where it has one", () => {
    class RefusedError extends IntegrationError {
      readonly userMessage = 'Flex känner inte igen den anställda.';
    }
    const refused = new RefusedError({
      system: 'Flex',
      operation: 'x',
      failure: 'status',
      status: 400,
      attempts: 1,
    });
    expect(userMessageOf('Flex', refused)).toBe('Flex känner inte igen den anställda.');
  });

  it('leaves the technical detail in English for the log, without a URL', () => {
    expect(technicalFields(failure('status', 503))).toEqual({
      type: 'IntegrationError',
      system: 'Flex',
      operation: 'health check',
      failure: 'status',
      status: 503,
      attempts: 3,
    });
  });
});
