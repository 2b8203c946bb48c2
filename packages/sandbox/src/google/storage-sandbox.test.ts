import { generateKeyPairSync } from 'node:crypto';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import { fictionalUnitExport } from './fictional-export.ts';
import { startSheetsSandbox } from './server.ts';
import { SHEETS_SCOPE, type SheetsSandbox } from './sheets-sandbox.ts';
import { sandboxAccessToken } from './test-token.ts';
import { DELEGATED_SCOPES } from './token-endpoint.ts';

const CLIENT_EMAIL = 'kansli@kansli.iam.gserviceaccount.com';
const READ_ONLY = 'https://www.googleapis.com/auth/devstorage.read_only';
const BUCKET = 'kansli-exports';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const file = (name: string, content = '[]') => ({
  name,
  content,
  contentType: 'application/json',
  updated: '2026-11-24T01:30:00.000Z',
});

let running: RunningSandbox<SheetsSandbox>;
beforeAll(async () => {
  running = await startSheetsSandbox({
    clientEmail: CLIENT_EMAIL,
    publicKey: keys.publicKey,
    bucket: {
      name: BUCKET,
      files: [
        file('adela/211/2026-11-24/person.json', '[{"name":"<Åsa>"}]'),
        file('adela/211/2026-11-24/group.json'),
        file('adela/211/2026-11-23/group.json'),
        file('skola24/211/2026-11-24/schedule.json'),
      ],
    },
    bucketRoles: [{ bucket: BUCKET, member: CLIENT_EMAIL, role: 'roles/storage.objectViewer' }],
    // Storage delegated too, so that a user's token is had: the user still has no role on the bucket.
    delegatedScopes: [...DELEGATED_SCOPES, READ_ONLY],
  });
});
afterAll(() => running.close());

/** A token of the service account itself (no `sub`), or of the user it acts as. */
const token = (scope: string, actAs: string | null = null) =>
  sandboxAccessToken(running.url, { clientEmail: CLIENT_EMAIL, privateKey: keys.privateKey }, scope, actAs);

const get = (accessToken: string | undefined, path: string) =>
  fetch(`${running.url}/storage/v1/b/${path}`, {
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

interface Listing {
  items?: { name: string; size: string }[];
  nextPageToken?: string;
}

describe('Cloud Storage in the Google sandbox', () => {
  it('lists by prefix in name order, a page of maxResults at a time, sizes as strings', async () => {
    const accessToken = await token(READ_ONLY);
    const first = (await (
      await get(accessToken, `${BUCKET}/o?prefix=adela/&maxResults=2`)
    ).json()) as Listing;
    expect(first.items?.map((i) => i.name)).toEqual([
      'adela/211/2026-11-23/group.json',
      'adela/211/2026-11-24/group.json',
    ]);
    expect(first.items?.[0]?.size).toBe('2');
    const token2 = encodeURIComponent(first.nextPageToken ?? '');
    const second = (await (
      await get(accessToken, `${BUCKET}/o?prefix=adela/&maxResults=2&pageToken=${token2}`)
    ).json()) as Listing;
    expect(second.items?.map((i) => i.name)).toEqual(['adela/211/2026-11-24/person.json']);
    expect(second.nextPageToken).toBeUndefined();
    // Nothing under the prefix: no items at all, as Google answers.
    expect(await (await get(accessToken, `${BUCKET}/o?prefix=online/`)).json()).toEqual({
      kind: 'storage#objects',
    });
    expect((await get(accessToken, `${BUCKET}/o?maxResults=0`)).status).toBe(400);
  });

  it("answers an object's content with alt=media, its description without, and Google's 404 for a missing one", async () => {
    const accessToken = await token(READ_ONLY);
    const name = encodeURIComponent('adela/211/2026-11-24/person.json');
    const media = await get(accessToken, `${BUCKET}/o/${name}?alt=media`);
    expect(media.headers.get('content-type')).toBe('application/json');
    expect(media.headers.get('x-goog-hash')).toMatch(/^crc32c=[A-Za-z0-9+/]{6}==,md5=[A-Za-z0-9+/]{22}==$/);
    expect(await media.text()).toBe('[{"name":"<Åsa>"}]');
    expect(await (await get(accessToken, `${BUCKET}/o/${name}`)).json()).toMatchObject({
      kind: 'storage#object',
      name: 'adela/211/2026-11-24/person.json',
      size: String(Buffer.byteLength('[{"name":"<Åsa>"}]')),
    });
    const missing = await get(accessToken, `${BUCKET}/o/${encodeURIComponent('adela/9/x.json')}?alt=media`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: {
        code: 404,
        message: `No such object: ${BUCKET}/adela/9/x.json`,
        errors: [
          { message: `No such object: ${BUCKET}/adela/9/x.json`, domain: 'global', reason: 'notFound' },
        ],
      },
    });
    expect((await get(accessToken, 'annan-hink/o')).status).toBe(404);
    expect((await get(accessToken, `${BUCKET}/o/%E0%A4%A?alt=media`)).status).toBe(400);
  });

  it("refuses a caller without a role on the bucket, as Google answers: a delegated user's token has none", async () => {
    const asUser = await token(READ_ONLY, 'admin@kansli.test');
    const refused = await get(asUser, `${BUCKET}/o`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 403,
        message: expect.stringContaining('admin@kansli.test does not have storage.objects.list access'),
        errors: [{ reason: 'forbidden' }],
      },
    });
  });

  it('wants a token with a storage scope, and fails on the switches while its page keeps answering', async () => {
    expect((await get(undefined, `${BUCKET}/o`)).status).toBe(401);
    expect((await get(await token(SHEETS_SCOPE), `${BUCKET}/o`)).status).toBe(403);
    const accessToken = await token(READ_ONLY);
    running.sandbox.control.failNext(1, 503);
    expect((await get(accessToken, `${BUCKET}/o`)).status).toBe(503);
    expect((await get(accessToken, `${BUCKET}/o`)).status).toBe(200);

    running.sandbox.control.failNext(2, 500);
    const page = await (await fetch(`${running.url}/sandbox/storage`)).text();
    expect(page).toContain('skola24/211/2026-11-24/schedule.json');
    const content = await (
      await fetch(`${running.url}/sandbox/storage/adela/211/2026-11-24/person.json`)
    ).text();
    expect(content).toContain('&lt;Åsa&gt;');
    running.sandbox.control.reset();
  });
});

describe("the storage page's fictional export of a unit", () => {
  const write = (body: unknown, contentType = 'application/json') =>
    fetch(`${running.url}/sandbox/storage/exports`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });

  it("writes the unit's folder of the day, which the storage API then lists and serves", async () => {
    const answer = await write({ system: 'schoolsoft', location_id: 4711, date: '2026-11-28' });
    expect(answer.status).toBe(201);
    const { files } = (await answer.json()) as { files: string[] };
    const expected = fictionalUnitExport('schoolsoft', 4711, '2026-11-28', new Date().toISOString());
    expect(files).toEqual(expected.map((file) => file.name));
    const accessToken = await token(READ_ONLY);
    const listing = (await (await get(accessToken, `${BUCKET}/o?prefix=schoolsoft/4711/`)).json()) as Listing;
    expect(listing.items?.map((item) => item.name)).toEqual(
      files.filter((f) => f.startsWith('schoolsoft/')).sort(),
    );
    const students = await get(
      accessToken,
      `${BUCKET}/o/${encodeURIComponent('schoolsoft/4711/2026-11-28/student.json')}?alt=media`,
    );
    expect(await students.text()).toBe(expected.find((f) => f.name.endsWith('/student.json'))?.content);
  });

  it("writes today's folder from the page's form and goes back to the page, which lists it", async () => {
    const today = dateInStockholm(new Date());
    const form = new URLSearchParams({ system: 'online', location_id: '300', date: '' }).toString();
    const answer = await write(form, 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/sandbox/storage');
    const page = await (await fetch(`${running.url}/sandbox/storage`)).text();
    expect(page).toContain(`online/300/${today}/person.json`);
    expect(page).toContain(`skola24/300/${today}/schedule.json`);
    expect(page).toContain('<form method="post" action="/sandbox/storage/exports">');
  });

  it('refuses an unknown system, a unit that is no id, a bad date and a body that is not JSON, naming the field', async () => {
    const refusal = async (body: unknown) => {
      const answer = await write(body);
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { error: { message: string } }).error.message;
    };
    expect(await refusal({ system: 'vklass', location_id: 1 })).toMatch(/^system /);
    expect(await refusal({ system: 'adela', location_id: 'x' })).toMatch(/^location_id /);
    expect(await refusal({ system: 'adela', location_id: 0 })).toMatch(/^location_id /);
    expect(await refusal({ system: 'adela', location_id: 1, date: '2026-02-30' })).toMatch(/^date /);
    expect(await refusal('[1,2]')).toBe('Kroppen måste vara ett JSON-objekt.');
    const accessToken = await token(READ_ONLY);
    const listing = (await (await get(accessToken, `${BUCKET}/o?prefix=adela/1/`)).json()) as Listing;
    expect(listing.items).toBeUndefined();
  });
});
