import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { testDatabase } from '../../test/database.ts';
import { connectVisma } from './connect.ts';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://kansli@db.example.se/kansli',
  OIDC_ISSUER: 'https://accounts.google.com',
  OIDC_CLIENT_ID: 'kansli',
  PUBLIC_URL: 'https://kansli.example.se',
};

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

describe('connecting to Visma at start', () => {
  it('gives no Visma and starts no sandbox where Visma is not configured and no stand-in may start', async () => {
    expect(await connectVisma(loadConfig(production), database, { standIns: false })).toEqual({
      visma: undefined,
      vismaSandbox: undefined,
    });
  });

  it("points production at the configured Visma, sending the browser to Visma's own consent page", async () => {
    const { visma, vismaSandbox } = await connectVisma(
      loadConfig({
        ...production,
        VISMA_API_URL: 'https://eaccountingapi.vismaonline.com',
        VISMA_CLIENT_ID: 'kansli',
        VISMA_CLIENT_SECRET: 'hemlig',
        INTEGRATION_SECRET_KEY: randomBytes(32).toString('base64'),
      }),
      database,
      { standIns: false },
    );
    expect(vismaSandbox).toBeUndefined();
    const to = new URL((await visma?.connectionUrl('session')) ?? '');
    expect(`${to.origin}${to.pathname}`).toBe('https://identity.vismaonline.com/connect/authorize');
    expect(to.searchParams.get('redirect_uri')).toBe(
      'https://kansli.example.se/api/integrations/visma/callback',
    );
  });

  describe('in the embedded mode', () => {
    let connected: Awaited<ReturnType<typeof connectVisma>>;
    beforeAll(async () => {
      connected = await connectVisma(loadConfig({ NODE_ENV: 'development' }), database, { standIns: true });
    });
    afterAll(() => connected.vismaSandbox?.close());

    it("starts the sandbox and is connected to it at once, with the sandbox's articles", async () => {
      expect(connected.vismaSandbox?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await expect(connected.visma?.probe()).resolves.toBeUndefined();
    });

    it('connects on the first start of a PGlite database, before it is migrated', async () => {
      const fresh = await openDatabase({ dataDir: 'memory://' });
      const first = await connectVisma(loadConfig({ NODE_ENV: 'development' }), fresh, { standIns: true });
      try {
        await fresh.migrate();
        await expect(first.visma?.probe()).resolves.toBeUndefined();
      } finally {
        await first.vismaSandbox?.close();
        await fresh.close();
      }
    });

    it("sends 'Anslut till Visma' to the sandbox's consent page", async () => {
      const to = new URL((await connected.visma?.connectionUrl('session')) ?? '');
      expect(`${to.origin}${to.pathname}`).toBe(`${connected.vismaSandbox?.url}/connect/authorize`);
      expect(to.searchParams.get('redirect_uri')).toBe(
        'http://localhost:3000/api/integrations/visma/callback',
      );
    });
  });
});
