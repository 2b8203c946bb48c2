import { z } from 'zod';
import { type HttpPolicy, integrationHttp } from '../http.ts';

// 46elks, the SMS gateway (INTEGRATIONS.md '46elks SMS'): one message per form-encoded POST /a1/sms
// with HTTP Basic. A send is never tried again by this client: 46elks has no idempotency key, so a
// lost answer must not become a second SMS (the caller records each send before it is made). A dry
// run sends nothing and may be asked again.

export const SMS_STATUSES = ['created', 'sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export interface OutgoingSms {
  /** Up to 11 letters and digits, or an E.164 number. */
  from: string;
  /** E.164. */
  to: string;
  message: string;
}

export interface SmsGateway {
  /** How many parts the message takes and what it would cost (1/10,000 kr), without sending it. */
  estimate(sms: OutgoingSms): Promise<{ parts: number; estimatedCost: number }>;
  /** Sends the message; `whenDelivered` is the URL 46elks posts the delivery report to. */
  send(
    sms: OutgoingSms & { whenDelivered?: string },
  ): Promise<{ id: string; status: SmsStatus; parts: number; cost: number }>;
  /** A sent message's state now. */
  message(id: string): Promise<{ id: string; status: SmsStatus; delivered: string | null }>;
}

export interface ElksOptions {
  /** https://api.46elks.com, or the sandbox's address; without /a1. */
  apiUrl: string;
  username: string;
  password: string;
  http?: Partial<HttpPolicy>;
}

const ZStatus = z.enum(SMS_STATUSES);
const ZSent = z.object({ id: z.string(), status: ZStatus, parts: z.number().int(), cost: z.number() });
const ZEstimate = z.object({ parts: z.number().int(), estimated_cost: z.number() });
const ZMessage = z.object({ id: z.string(), status: ZStatus, delivered: z.string().optional() });

export function elksClient(options: ElksOptions): SmsGateway {
  const http = integrationHttp('46elks', options.http);
  const base = `${options.apiUrl.replace(/\/$/, '')}/a1`;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const post = (sms: OutgoingSms, extra: Record<string, string>) => ({
    method: 'POST',
    headers: { authorization, accept: 'application/json' },
    body: new URLSearchParams({ from: sms.from, to: sms.to, message: sms.message, ...extra }),
  });

  return {
    async estimate(sms) {
      const answer = await http.json('SMS estimate', `${base}/sms`, ZEstimate, {
        ...post(sms, { dryrun: 'yes' }),
        idempotent: true,
      });
      return { parts: answer.parts, estimatedCost: answer.estimated_cost };
    },
    async send({ whenDelivered, ...sms }) {
      const answer = await http.json(
        'SMS send',
        `${base}/sms`,
        ZSent,
        post(sms, whenDelivered ? { whendelivered: whenDelivered } : {}),
      );
      return answer;
    },
    async message(id) {
      const answer = await http.json('SMS status', `${base}/sms/${encodeURIComponent(id)}`, ZMessage, {
        headers: { authorization, accept: 'application/json' },
      });
      return { id: answer.id, status: answer.status, delivered: answer.delivered ?? null };
    },
  };
}
