import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  applyControlForm,
  BodyError,
  ContractError,
  contractHandler,
  controlPanel,
  escapeHtml,
  hasBearerKey,
  type RequestHandler,
  readJsonObject,
  SandboxControl,
  sendJson,
} from '../http-sandbox.ts';
import { readUrlEncodedForm } from '../identity/url-encoded-form.ts';

// Flex (HR and payroll) as Kansli's contract defines it (docs/integrations.md), on loopback: an
// employee's e-mail address put by our person id with a bearer API key, recorded in memory, a health
// check, and a page of what was received with its failure switches.

export interface FlexSandboxOptions {
  apiKey: string;
}

export interface FlexEmployeeEmail {
  externalId: string;
  email: string;
  type: string;
  receivedAt: Date;
}

export interface FlexSandbox {
  handler: RequestHandler;
  control: SandboxControl;
  /** The newest address per employee (our person id). */
  emails: Map<string, FlexEmployeeEmail>;
}

const API = '/api/v1';
const MAX_BODY_BYTES = 16 * 1024;

function emailsPage(emails: Map<string, FlexEmployeeEmail>): string {
  const rows = [...emails.values()]
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.externalId)}</td><td>${escapeHtml(e.email)}</td><td>${escapeHtml(e.type)}</td><td>${e.receivedAt.toISOString()}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Flex-sandlåda</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #ccc;text-align:left}</style>
</head><body><h1>Flex-sandlåda: anställdas e-post</h1>
<table><thead><tr><th>Kansli-id</th><th>E-post</th><th>Typ</th><th>Mottagen</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">Inget mottaget ännu</td></tr>'}</tbody></table>
${controlPanel('/sandbox/control')}</body></html>`;
}

export function createFlexSandbox(options: FlexSandboxOptions): FlexSandbox {
  const control = new SandboxControl();
  const emails = new Map<string, FlexEmployeeEmail>();

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    if (!hasBearerKey(req, options.apiKey)) {
      throw new ContractError(401, 'unauthorized', 'The API key is missing or not valid.');
    }
    if (path === '/health' && req.method === 'GET') {
      req.resume();
      return sendJson(res, 200, { status: 'ok' });
    }
    const match = /^\/employees\/([^/]+)\/email$/.exec(path);
    if (!match || req.method !== 'PUT') throw new ContractError(404, 'not_found', 'No such endpoint.');
    const body = await readJsonObject(req, MAX_BODY_BYTES).catch((error: unknown) => {
      if (error instanceof BodyError)
        throw new ContractError(400, 'invalid_json', 'The body is not a JSON object.');
      throw error;
    });
    const { email, type } = body;
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)) {
      throw new ContractError(400, 'invalid', 'email must be an e-mail address.');
    }
    if (typeof type !== 'string' || type.trim() === '')
      throw new ContractError(400, 'invalid', 'type is required.');
    const externalId = decodeURIComponent(match[1] ?? '');
    emails.set(externalId, { externalId, email, type, receivedAt: new Date() });
    sendJson(res, 200, { externalId, email, type });
  }

  async function page(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method === 'POST' && path === '/sandbox/control') {
      const form = await readUrlEncodedForm(req);
      if (form instanceof URLSearchParams) applyControlForm(control, form);
      res.writeHead(303, { location: '/sandbox' }).end();
      return;
    }
    req.resume();
    if (path !== '/sandbox') throw new ContractError(404, 'not_found', 'No such page.');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(emailsPage(emails));
  }

  return {
    handler: contractHandler(control, API, api, page),
    control,
    emails,
  };
}
