import type { IncomingMessage } from 'node:http';

export const maxFormBytes = 10 * 1024;

export type FormResult = URLSearchParams | 'unsupported' | 'too-large';

export function readUrlEncodedForm(req: IncomingMessage): Promise<FormResult> {
  const contentType = (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (contentType !== 'application/x-www-form-urlencoded') {
    req.resume();
    return Promise.resolve('unsupported');
  }
  if (Number(req.headers['content-length'] ?? 0) > maxFormBytes) {
    req.resume();
    return Promise.resolve('too-large');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size > maxFormBytes) return;
      size += chunk.length;
      if (size > maxFormBytes) {
        resolve('too-large');
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}
