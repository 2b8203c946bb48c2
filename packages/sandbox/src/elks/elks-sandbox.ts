import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { gatewayParts } from '@kansli/domain/communication/sms';
import {
  applyControlForm,
  controlPanel,
  escapeHtml,
  type RequestHandler,
  SandboxControl,
  sendJson,
} from '../http-sandbox.ts';
import { readUrlEncodedForm } from '../identity/url-encoded-form.ts';

// 46elks' SMS API on loopback (INTEGRATIONS.md '46elks SMS'): a form-encoded POST /a1/sms with HTTP
// Basic, `dryrun=yes` for parts and cost, the message's state at GET /a1/sms/{id}, and the delivery
// report posted to `whendelivered` a moment later, tried again until it is answered 2xx, and the
// account at GET /a1/me, whose balance each SMS costs. Numbers ending in 13 fail, so a newcomer sees a
// failed delivery too. Errors are plain text, as 46elks's are. Beside the shared switches, the page's
// 'Störningar' can make the next sends answer 200 with an answer that cannot be read, though sent.

export type ElksStatus = 'created' | 'sent' | 'delivered' | 'failed';

export interface ElksMessage {
  id: string;
  from: string;
  to: string;
  message: string;
  parts: number;
  /** In 1/10,000 of a krona. */
  cost: number;
  status: ElksStatus;
  created: Date;
  delivered: Date | null;
  whenDelivered: string | null;
  /** How often the delivery report was posted, and whether it was answered 2xx. */
  reportAttempts: number;
  reported: boolean;
}

/**
 * How an answer that cannot be read is broken: not JSON, cut off after the status, without its id, or
 * with its id but without the parts and the cost.
 */
export type UnreadableAnswer = 'broken-json' | 'cut-connection' | 'no-id' | 'no-parts';

export interface ElksSandboxOptions {
  username: string;
  password: string;
  /** The account's credit in 1/10,000 of a krona; each SMS costs its parts. */
  balance?: number;
  /** From sending to the delivery report (the message is 'sent' half way). */
  deliveryDelayMs?: number;
  /** The pause before the report is tried again; it doubles with each try. */
  reportRetryMs?: number;
  /** Which numbers fail to be delivered; by default those ending in 13. */
  fails?: (to: string) => boolean;
}

export interface ElksSandbox {
  handler: RequestHandler;
  control: SandboxControl;
  messages: Map<string, ElksMessage>;
  /** The next `count` sends are made but answered 200 with an answer of this kind that cannot be read. */
  unreadableNext(count: number, kind?: UnreadableAnswer): void;
}

const UNREADABLE_LABELS: Record<UnreadableAnswer, string> = {
  'broken-json': 'trasig JSON',
  'cut-connection': 'avbruten anslutning efter status 200',
  'no-id': 'JSON utan id',
  'no-parts': 'JSON med id men utan delar och kostnad',
};

const PART_COST = 3500;
const REPORT_TRIES = 5;
const MAX_MESSAGE = 1600;
const E164 = /^\+[1-9]\d{7,14}$/;
const SENDER = /^([A-Za-z][A-Za-z0-9]{2,10}|\+[1-9]\d{7,14})$/;

function hasBasic(req: IncomingMessage, username: string, password: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function text(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
}

const answerOf = (m: ElksMessage) => ({
  id: m.id,
  status: m.status,
  from: m.from,
  to: m.to,
  message: m.message,
  created: m.created.toISOString(),
  ...(m.delivered ? { delivered: m.delivered.toISOString() } : {}),
  parts: m.parts,
  cost: m.cost,
  direction: 'outgoing',
});

/** The answer of a made SMS, broken as asked: the status 200 always arrives, the rest not whole. */
function answerUnreadably(res: ServerResponse, kind: UnreadableAnswer, answer: Record<string, unknown>) {
  if (kind === 'no-id') {
    const { id: _id, ...rest } = answer;
    return sendJson(res, 200, rest);
  }
  if (kind === 'no-parts') {
    const { parts: _parts, cost: _cost, ...rest } = answer;
    return sendJson(res, 200, rest);
  }
  const whole = JSON.stringify(answer);
  if (kind === 'broken-json') {
    return void res.writeHead(200, { 'content-type': 'application/json' }).end(whole.slice(0, -10));
  }
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(whole) });
  res.write(whole.slice(0, 10), () => res.destroy());
}

function unreadablePanel(): string {
  const options = Object.entries(UNREADABLE_LABELS)
    .map(([kind, label]) => `<option value="${kind}">${escapeHtml(label)}</option>`)
    .join('');
  return `<form method="post" action="/sandbox/unreadable">
  <label>Låt nästa <input name="count" type="number" min="0" max="100" value="1" size="4"> SMS skickas men svara 200 med</label>
  <label>ett oläsligt svar: <select name="kind">${options}</select></label>
  <button>Sätt</button>
</form>`;
}

function messagesPage(messages: Map<string, ElksMessage>, balance: number): string {
  const rows = [...messages.values()]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.id)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.status)}</td><td>${m.parts}</td><td>${escapeHtml(m.message)}</td><td>${m.created.toISOString()}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>46elks-sandlåda</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #ccc;text-align:left}</style>
</head><body><h1>46elks-sandlåda: skickade SMS</h1>
<p>Nummer som slutar på 13 får ett misslyckat utskick. Kontots saldo: ${(balance / 10_000).toFixed(2)} SEK.</p>
<table><thead><tr><th>Id</th><th>Till</th><th>Status</th><th>Delar</th><th>Meddelande</th><th>Skapat</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Inga SMS skickade ännu</td></tr>'}</tbody></table>
${controlPanel('/sandbox/control')}
${unreadablePanel()}</body></html>`;
}

export function createElksSandbox(options: ElksSandboxOptions): ElksSandbox {
  const control = new SandboxControl();
  const messages = new Map<string, ElksMessage>();
  const deliveryDelayMs = options.deliveryDelayMs ?? 2000;
  const reportRetryMs = options.reportRetryMs ?? 1000;
  const fails = options.fails ?? ((to: string) => to.endsWith('13'));
  let balance = options.balance ?? 100_000_000;
  let unreadable: UnreadableAnswer[] = [];
  let next = 1;

  async function report(message: ElksMessage) {
    if (!message.whenDelivered) return;
    for (let attempt = 0; attempt < REPORT_TRIES && !message.reported; attempt++) {
      if (attempt > 0) await sleep(reportRetryMs * 2 ** (attempt - 1), undefined, { ref: false });
      message.reportAttempts += 1;
      try {
        const response = await fetch(message.whenDelivered, {
          method: 'POST',
          body: new URLSearchParams({
            id: message.id,
            status: message.status,
            delivered: (message.delivered ?? new Date()).toISOString(),
          }),
          signal: AbortSignal.timeout(5000),
        });
        await response.body?.cancel();
        message.reported = response.status >= 200 && response.status <= 204;
      } catch {
        // Unreachable or too slow: tried again after the pause, as 46elks does.
      }
    }
  }

  async function deliver(message: ElksMessage) {
    await sleep(deliveryDelayMs / 2, undefined, { ref: false });
    message.status = 'sent';
    await sleep(deliveryDelayMs / 2, undefined, { ref: false });
    message.status = fails(message.to) ? 'failed' : 'delivered';
    message.delivered = new Date();
    await report(message);
  }

  async function send(req: IncomingMessage, res: ServerResponse) {
    const form = await readUrlEncodedForm(req);
    if (!(form instanceof URLSearchParams)) return text(res, 400, 'Expected a form-encoded body');
    const from = form.get('from') ?? '';
    const to = form.get('to') ?? '';
    const body = form.get('message') ?? '';
    if (!from) return text(res, 400, 'Missing key from');
    if (!to) return text(res, 400, 'Missing key to');
    if (!body) return text(res, 400, 'Missing key message');
    if (!SENDER.test(from)) return text(res, 400, 'Invalid from');
    if (!E164.test(to)) return text(res, 400, 'Invalid phone number');
    if (body.length > MAX_MESSAGE) return text(res, 400, 'Message too long');
    const { parts } = gatewayParts(body);
    if (form.get('dryrun') === 'yes') {
      return sendJson(res, 200, {
        status: 'created',
        from,
        to,
        message: body,
        parts,
        estimated_cost: parts * PART_COST,
      });
    }
    if (balance < parts * PART_COST) return text(res, 403, 'Not enough credits');
    balance -= parts * PART_COST;
    const message: ElksMessage = {
      id: `s${(next++).toString(16).padStart(8, '0')}${Date.now().toString(16)}`,
      from,
      to,
      message: body,
      parts,
      cost: parts * PART_COST,
      status: 'created',
      created: new Date(),
      delivered: null,
      whenDelivered: form.get('whendelivered'),
      reportAttempts: 0,
      reported: false,
    };
    messages.set(message.id, message);
    deliver(message).catch((error: unknown) => console.error('46elks sandbox delivery failed', error));
    const broken = unreadable.shift();
    if (broken) return answerUnreadably(res, broken, answerOf(message));
    sendJson(res, 200, answerOf(message));
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const { pathname } = new URL(req.url ?? '/', 'http://sandbox');
    if (req.method === 'POST' && pathname === '/sandbox/control') {
      const form = await readUrlEncodedForm(req);
      if (form instanceof URLSearchParams) applyControlForm(control, form);
      return void res.writeHead(303, { location: '/sandbox' }).end();
    }
    if (req.method === 'POST' && pathname === '/sandbox/unreadable') {
      const form = await readUrlEncodedForm(req);
      if (form instanceof URLSearchParams) {
        const kind = form.get('kind');
        const count = Math.min(100, Math.max(0, Math.trunc(Number(form.get('count')) || 0)));
        unreadableNext(
          count,
          kind && Object.hasOwn(UNREADABLE_LABELS, kind) ? (kind as UnreadableAnswer) : undefined,
        );
      }
      return void res.writeHead(303, { location: '/sandbox' }).end();
    }
    if (pathname === '/sandbox') {
      req.resume();
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(messagesPage(messages, balance));
    }
    if (!pathname.startsWith('/a1/')) {
      req.resume();
      return text(res, 404, 'Not found');
    }
    if (!hasBasic(req, options.username, options.password)) {
      req.resume();
      return text(res, 401, 'Unauthorized');
    }
    if (req.method === 'POST' && pathname === '/a1/sms') return send(req, res);
    req.resume();
    if (req.method === 'GET' && pathname === '/a1/me') {
      return sendJson(res, 200, {
        id: options.username,
        displayname: 'Kansli sandlåda',
        currency: 'SEK',
        balance,
        mobilenumber: '+46701740600',
        email: 'sandlada@kansli.test',
      });
    }
    const found = /^\/a1\/sms\/([^/]+)$/.exec(pathname);
    if (req.method === 'GET' && found) {
      const message = messages.get(decodeURIComponent(found[1] ?? ''));
      return message ? sendJson(res, 200, answerOf(message)) : text(res, 404, 'Not found');
    }
    return text(res, 404, 'Not found');
  }

  function unreadableNext(count: number, kind: UnreadableAnswer = 'broken-json') {
    unreadable = Array.from({ length: count }, () => kind);
  }

  const handler: RequestHandler = (req, res) => {
    route(req, res).catch(() => {
      req.resume();
      if (res.headersSent) return res.destroy();
      text(res, 500, 'Internal error');
    });
  };
  const disturbed = control.wrap(handler);
  return {
    handler: (req, res) => ((req.url ?? '').startsWith('/a1/') ? disturbed(req, res) : handler(req, res)),
    control,
    messages,
    unreadableNext,
  };
}
