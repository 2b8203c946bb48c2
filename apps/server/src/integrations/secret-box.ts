import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets Kansli must keep between restarts (a system's rotating refresh token) are stored sealed:
// AES-256-GCM with a key from the environment, the system's name bound in as additional data so a
// sealed secret cannot be moved to another system's row.

const VERSION = 'v1';
export const SECRET_KEY_BYTES = 32;

export interface SecretBox {
  seal(system: string, secret: string): string;
  /** Throws when the sealed text was changed or sealed with another key or for another system. */
  open(system: string, sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`The secret key must be ${SECRET_KEY_BYTES} bytes`);
  return {
    seal(system, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(system));
      const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), text]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(system, sealed) {
      const [version, iv, tag, text] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || text === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(system));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
