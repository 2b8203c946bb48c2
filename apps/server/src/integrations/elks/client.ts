import { z } from 'zod';
import type { CallObserver } from '../calls.ts';
import { defaultHttpPolicy, type HttpPolicy, integrationHttp } from '../http.ts';
import { ElksError, SMS_SEND, withUserMessages } from './elks-error.ts';

// 46elks, the SMS gateway (INTEGRATIONS.md '46elks SMS'): one message per form-encoded POST /a1/sms
// with HTTP Basic. A send is never tried again by this client: 46elks has no idempotency key, so a
// lost answer must not become a second SMS (the caller records each send before it is made). A dry
// run sends nothing and may be asked again. A send whose 2xx answer cannot be read (broken JSON, a
// connection cut or stalled after the status, a body without an id) may have gone out: it throws an
// ElksError with failure 'answer' (and the id when the answer named one), never a second try.

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
  /**
   * Sends the message; `whenDelivered` is the URL 46elks posts the delivery report to. Throws an
   * ElksError; `mayHaveBeenSent(error)` tells whether the SMS may have gone out all the same.
   */
  send(
    sms: OutgoingSms & { whenDelivered?: string },
  ): Promise<{ id: string; status: SmsStatus; parts: number; cost: number }>;
  /** A sent message's state now. */
  message(id: string): Promise<{ id: string; status: SmsStatus; delivered: string | null }>;
  /** Whether 46elks answers with these credentials: the account (GET /a1/me); throws the client's errors. */
  probe(): Promise<void>;
}

export interface ElksOptions {
  /** https://api.46elks.com, or the sandbox's address; without /a1. */
  apiUrl: string;
  username: string;
  password: string;
  http?: Partial<HttpPolicy>;
  /** Told the outcome of every call, for Superadmin › Integrationer. */
  calls?: CallObserver;
}

const ZStatus = z.enum(SMS_STATUSES);
const ZSent = z.object({ id: z.string(), status: ZStatus, parts: z.number().int(), cost: z.number() });
const ZEstimate = z.object({ parts: z.number().int(), estimated_cost: z.number() });
const ZMessage = z.object({ id: z.string(), status: ZStatus, delivered: z.string().optional() });
/** Of the account only what says it is one; its owner's number and address are not read. */
const ZAccount = z.object({ id: z.string(), currency: z.string(), balance: z.number() });

/** The id an unreadable answer still names, if any. */
const idIn = (body: unknown) =>
  typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string' && body.id
    ? body.id
    : null;

/** The answer's JSON, or undefined when it cannot be read whole within `ms` (a stalled or cut body). */
async function readJson(response: Response, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  try {
    return await Promise.race([response.json().catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function elksClient(options: ElksOptions): SmsGateway {
  const http = withUserMessages(integrationHttp('46elks', options.http, options.calls));
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
      const response = await http.fetch(
        SMS_SEND,
        `${base}/sms`,
        post(sms, whenDelivered ? { whendelivered: whenDelivered } : {}),
      );
      // 46elks took the message: from here on an answer that cannot be read is no sign it was not sent.
      const body = await readJson(response, options.http?.timeoutMs ?? defaultHttpPolicy.timeoutMs);
      const parsed = ZSent.safeParse(body);
      if (!parsed.success) {
        throw new ElksError(
          {
            system: '46elks',
            operation: SMS_SEND,
            failure: 'answer',
            status: response.status,
            attempts: 1,
          },
          { messageId: idIn(body) },
        );
      }
      return parsed.data;
    },
    async message(id) {
      const answer = await http.json('SMS status', `${base}/sms/${encodeURIComponent(id)}`, ZMessage, {
        headers: { authorization, accept: 'application/json' },
      });
      return { id: answer.id, status: answer.status, delivered: answer.delivered ?? null };
    },
    async probe() {
      await http.json('account', `${base}/me`, ZAccount, {
        headers: { authorization, accept: 'application/json' },
      });
    },
  };
}
