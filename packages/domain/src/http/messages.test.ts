import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';

const texts = Object.entries(messages).map(([name, value]) => [
  name,
  typeof value === 'function' ? value('adela', 'PERSONS') : value,
]);

describe('the answers a screen can meet', () => {
  it.each(texts)('%s says what happened and then what to do, in sentences', (_name, text) => {
    expect(text).toMatch(/^[A-ZÅÄÖ].*\. [A-ZÅÄÖ].*[.)]$/s);
  });

  it.each(texts)('%s is not the English of the API', (_name, text) => {
    expect(text).not.toMatch(/\b(No|with|that|id|Requires|not|found)\b/);
  });

  it('names the missing flag for the administrator who grants it', () => {
    expect(messages.noAccessMessage('adminMenu', 'PERSONS')).toBe(
      'Du har inte behörighet till det här. Be en administratör om åtkomst (behörighet adminMenu PERSONS).',
    );
  });
});
