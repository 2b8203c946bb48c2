import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

const box = secretBox(randomBytes(32));

describe('secret box', () => {
  it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
    const sealed = box.seal('visma', 'refresh-token-123');
    expect(sealed).not.toContain('refresh-token');
    expect(box.open('visma', sealed)).toBe('refresh-token-123');
    expect(box.seal('visma', 'refresh-token-123')).not.toBe(sealed);
  });

  it('refuses a secret changed, sealed for another system or with another key', () => {
    const sealed = box.seal('visma', 'refresh-token-123');
    const [version, iv, tag, text = ''] = sealed.split('.');
    const changed = [version, iv, tag, `${text.slice(0, -2)}AA`].join('.');
    expect(() => box.open('visma', changed)).toThrow();
    expect(() => box.open('google', sealed)).toThrow();
    expect(() => secretBox(randomBytes(32)).open('visma', sealed)).toThrow();
    expect(() => secretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
