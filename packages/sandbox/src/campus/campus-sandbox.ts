import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  applyControlForm,
  BodyError,
  ContractError,
  contractHandler,
  hasBearerKey,
  type RequestHandler,
  readJsonObject,
  SandboxControl,
  sendJson,
} from '../http-sandbox.ts';
import { readUrlEncodedForm } from '../identity/url-encoded-form.ts';
import { campusGroupPage, campusPersonPage, campusStatePage } from './campus-pages.ts';
import { type CampusGroup, type CampusPerson, CampusState } from './campus-state.ts';

// The campus platform's contract as Kansli defined it (docs/integrations.md), on loopback: persons,
// groups, guardian links and memberships put by our ids (every call idempotent), a health check, a
// bearer API key, the error body `{ error: { code, message } }`, and simple admin pages where the
// card's links point.

export interface CampusSandboxOptions {
  apiKey: string;
}

export interface CampusSandbox {
  handler: RequestHandler;
  control: SandboxControl;
  state: CampusState;
}

const API = '/api/v1';
const MAX_BODY_BYTES = 64 * 1024;

const readJson = (req: IncomingMessage) =>
  readJsonObject(req, MAX_BODY_BYTES).catch((error: unknown) => {
    if (!(error instanceof BodyError)) throw error;
    throw error.reason === 'too large'
      ? new ContractError(413, 'too_large', 'The request body is too large.')
      : new ContractError(400, 'invalid_json', 'The request body is not a JSON object.');
  });

const text = (value: unknown, field: string, { required = true } = {}): string | null => {
  if (value === undefined || value === null) {
    if (required) throw new ContractError(400, 'invalid', `${field} is required.`);
    return null;
  }
  if (typeof value !== 'string' || (required && value.trim() === '')) {
    throw new ContractError(400, 'invalid', `${field} must be text.`);
  }
  return value;
};

function listOf<T>(
  value: unknown,
  field: string,
  item: (entry: Record<string, unknown>, at: string) => T,
): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ContractError(400, 'invalid', `${field} must be a list.`);
  return value.map((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) {
      throw new ContractError(400, 'invalid', `${field}[${index}] must be an object.`);
    }
    return item(entry as Record<string, unknown>, `${field}[${index}]`);
  });
}

export function createCampusSandbox(options: CampusSandboxOptions): CampusSandbox {
  const state = new CampusState();
  const control = new SandboxControl();

  const personOf = (externalId: string): CampusPerson => {
    const person = state.persons.get(externalId);
    if (!person) throw new ContractError(404, 'not_found', 'No person with that externalId.');
    return person;
  };
  const groupOf = (externalId: string): CampusGroup => {
    const group = state.groups.get(externalId);
    if (!group) throw new ContractError(404, 'not_found', 'No group with that externalId.');
    return group;
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    if (!hasBearerKey(req, options.apiKey)) {
      throw new ContractError(401, 'unauthorized', 'The API key is missing or not valid.');
    }
    if (path === '/health' && req.method === 'GET') {
      req.resume();
      return sendJson(res, 200, { status: 'ok' });
    }
    if (req.method !== 'PUT') throw new ContractError(405, 'method_not_allowed', 'Only PUT is served.');
    const segments = path.split('/').slice(1).map(decodeURIComponent);
    const [kind, id, sub, subId] = segments;
    if (!id || segments.length > 4) throw new ContractError(404, 'not_found', 'No such endpoint.');
    const now = new Date();

    if (kind === 'persons' && segments.length === 2) {
      const body = await readJson(req);
      const fields = {
        givenName: text(body.givenName, 'givenName') as string,
        familyName: text(body.familyName, 'familyName') as string,
        civicNumber: text(body.civicNumber, 'civicNumber', { required: false }),
        emails: listOf(body.emails, 'emails', (e, at) => ({
          email: text(e.email, `${at}.email`) as string,
          type: text(e.type, `${at}.type`) as string,
        })),
        roles: listOf(body.roles, 'roles', (r, at) => ({
          role: text(r.role, `${at}.role`) as string,
          unit: text(r.unit, `${at}.unit`) as string,
        })),
      };
      const existing = state.persons.get(id);
      const person = existing ?? {
        campusId: state.newCampusId('p'),
        externalId: id,
        guardians: new Set<string>(),
        ...fields,
        updatedAt: now,
      };
      Object.assign(person, fields, { updatedAt: now });
      state.persons.set(id, person);
      return sendJson(res, existing ? 200 : 201, { campusId: person.campusId, externalId: id });
    }
    if (kind === 'persons' && sub === 'guardians' && subId) {
      req.resume();
      const person = personOf(id);
      const guardian = personOf(subId);
      person.guardians.add(subId);
      return sendJson(res, 200, { campusId: person.campusId, guardianCampusId: guardian.campusId });
    }
    if (kind === 'groups' && segments.length === 2) {
      const body = await readJson(req);
      const fields = {
        name: text(body.name, 'name') as string,
        code: text(body.code, 'code', { required: false }),
        unit: text(body.unit, 'unit') as string,
      };
      const existing = state.groups.get(id);
      const group = existing ?? {
        campusId: state.newCampusId('g'),
        externalId: id,
        members: new Map<string, string>(),
        ...fields,
        updatedAt: now,
      };
      Object.assign(group, fields, { updatedAt: now });
      state.groups.set(id, group);
      return sendJson(res, existing ? 200 : 201, { campusId: group.campusId, externalId: id });
    }
    if (kind === 'groups' && sub === 'members' && subId) {
      const body = await readJson(req);
      const role = text(body.role, 'role') as string;
      const group = groupOf(id);
      const person = personOf(subId);
      group.members.set(subId, role);
      group.updatedAt = now;
      return sendJson(res, 200, { groupCampusId: group.campusId, personCampusId: person.campusId, role });
    }
    throw new ContractError(404, 'not_found', 'No such endpoint.');
  }

  async function pages(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method === 'POST' && path === '/sandbox/control') {
      const form = await readUrlEncodedForm(req);
      if (form instanceof URLSearchParams) applyControlForm(control, form);
      res.writeHead(303, { location: '/sandbox' }).end();
      return;
    }
    const person = /^\/admin\/persons\/([^/]+)$/.exec(path)?.[1];
    const group = /^\/admin\/groups\/([^/]+)$/.exec(path)?.[1];
    const html =
      path === '/sandbox' || path === '/admin'
        ? campusStatePage(state)
        : person !== undefined
          ? campusPersonPage(state, state.personByCampusId(decodeURIComponent(person)))
          : group !== undefined
            ? campusGroupPage(state, state.groupByCampusId(decodeURIComponent(group)))
            : undefined;
    req.resume();
    if (html === undefined || html.status === 404) {
      res
        .writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
        .end(html?.body ?? 'Ingen sådan sida');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html.body);
  }

  return {
    handler: contractHandler(control, API, api, pages),
    control,
    state,
  };
}
