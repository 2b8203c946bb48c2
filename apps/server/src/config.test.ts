import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rehearsalEnvironment, rehearsalSecrets } from '@kansli/sandbox/rehearsal/stand-ins';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs embedded on port 3000 with PGlite under ./data and the development sign-in by default', () => {
    const config = loadConfig({ INIT_CWD: '/srv/kansli' });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: '/srv/kansli/data',
      databaseUrl: undefined,
      oidc: undefined,
      session: { idleMinutes: 480, absoluteHours: 12 },
    });
  });

  it('names every missing production setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL: is required in production[\s\S]*OIDC_ISSUER[\s\S]*OIDC_CLIENT_ID[\s\S]*PUBLIC_URL/,
    );
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://kansli@db.internal/kansli',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'client.apps.googleusercontent.com',
      OIDC_HOSTED_DOMAIN: 'example.se',
      PUBLIC_URL: 'https://kansli.example.se/',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'client.apps.googleusercontent.com',
      hostedDomain: 'example.se',
      maxTokenLifetimeSeconds: 3600,
    });
    expect(config.publicUrl).toBe('https://kansli.example.se');
    expect(config.trustProxyHops).toBe(0);
  });

  it('configures every outside system in production from the environment npm run sandboxes writes', () => {
    const secrets = rehearsalSecrets('http://localhost:3000');
    const at = (port: number) => `http://127.0.0.1:${port}`;
    const urls = {
      identity: at(1),
      visma: at(2),
      google: at(3),
      campus: at(4),
      flex: at(5),
      freshservice: at(6),
      elks: at(7),
    };
    const config = loadConfig({
      ...Object.fromEntries(rehearsalEnvironment(urls, secrets)),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/rehearsal',
    });
    expect(config).toMatchObject({
      production: true,
      publicUrl: 'http://localhost:3000',
      oidc: { issuer: `${at(1)}/oidc`, clientId: 'kansli', hostedDomain: undefined },
      visma: {
        apiUrl: at(2),
        tokenUrl: `${at(2)}/connect/token`,
        initialRefreshToken: secrets.visma.refreshToken,
        articles: { preschoolFee: '100', chromebookBuyout: '200', chromebookDamage: '200' },
      },
      google: {
        clientEmail: secrets.google.clientEmail,
        privateKey: secrets.google.privateKey.trim(),
        tokenUrl: `${at(3)}/token`,
        storageUrl: at(3),
        storageBucket: 'kansli-skolexporter',
        studybuddyBucket: 'kansli-studybuddy',
      },
      campus: { apiUrl: at(4), apiKey: secrets.apiKeys.campus },
      flex: { apiUrl: at(5) },
      freshservice: { apiUrl: at(6) },
      elks: { apiUrl: at(7), username: secrets.elks.username, reportSecret: secrets.smsReportSecret },
    });
  });

  it('takes blank identity provider variables as unset, which keeps the development sign-in', () => {
    expect(loadConfig({ OIDC_ISSUER: ' ', OIDC_CLIENT_ID: '', OIDC_HOSTED_DOMAIN: '' }).oidc).toBeUndefined();
  });

  it('explains a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: /);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example.se' })).toThrow(
      /OIDC_CLIENT_ID: is required/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER: /);
  });

  it('points Visma at the configured API with its secrets together, or leaves it to the sandbox', () => {
    expect(loadConfig({}).visma).toBeUndefined();
    expect(() => loadConfig({ VISMA_API_URL: 'https://eaccountingapi.vismaonline.com' })).toThrow(
      /VISMA_CLIENT_ID: is required with VISMA_API_URL[\s\S]*VISMA_CLIENT_SECRET[\s\S]*INTEGRATION_SECRET_KEY/,
    );
    expect(() => loadConfig({ INTEGRATION_SECRET_KEY: 'kort' })).toThrow(
      /INTEGRATION_SECRET_KEY: must be 32 bytes/,
    );
    const key = randomBytes(32);
    const config = loadConfig({
      VISMA_API_URL: 'https://eaccountingapi.vismaonline.com',
      VISMA_CLIENT_ID: 'kansli',
      VISMA_CLIENT_SECRET: 'hemlig',
      VISMA_REFRESH_TOKEN: 'första',
      INTEGRATION_SECRET_KEY: key.toString('base64'),
    });
    expect(config.visma).toEqual({
      apiUrl: 'https://eaccountingapi.vismaonline.com',
      tokenUrl: 'https://identity.vismaonline.com/connect/token',
      authorizeUrl: 'https://identity.vismaonline.com/connect/authorize',
      clientId: 'kansli',
      clientSecret: 'hemlig',
      initialRefreshToken: 'första',
      secretKey: key,
      articles: { preschoolFee: undefined, chromebookBuyout: undefined, chromebookDamage: undefined },
    });
  });

  it("names Visma's articles by configuration, defaulting to the sandbox's in the embedded mode only", () => {
    const named = {
      VISMA_ARTICLE_PRESCHOOL_FEE: 'FA-1',
      VISMA_ARTICLE_CHROMEBOOK_BUYOUT: 'CB-UT',
      VISMA_ARTICLE_CHROMEBOOK_DAMAGE: 'CB-SK',
    };
    expect(loadConfig({}).vismaSandbox).toEqual({
      port: 0,
      articles: { preschoolFee: '100', chromebookBuyout: '200', chromebookDamage: '200' },
    });
    expect(
      loadConfig({ VISMA_ARTICLE_CHROMEBOOK_DAMAGE: '300' }).vismaSandbox.articles.chromebookDamage,
    ).toBe('300');
    const config = loadConfig({
      VISMA_API_URL: 'https://eaccountingapi.vismaonline.com',
      VISMA_CLIENT_ID: 'kansli',
      VISMA_CLIENT_SECRET: 'hemlig',
      INTEGRATION_SECRET_KEY: randomBytes(32).toString('base64'),
      ...named,
    });
    expect(config.visma?.articles).toEqual({
      preschoolFee: 'FA-1',
      chromebookBuyout: 'CB-UT',
      chromebookDamage: 'CB-SK',
    });
    expect(() => loadConfig({ VISMA_ARTICLE_PRESCHOOL_FEE: 'x'.repeat(41) })).toThrow(
      /VISMA_ARTICLE_PRESCHOOL_FEE/,
    );
  });

  it('takes a Google service account from its key file or two variables, never printing the key', () => {
    expect(loadConfig({}).google).toBeUndefined();
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const keyFile = path.join(tmpdir(), `kansli-google-key-${process.pid}.json`);
    writeFileSync(
      keyFile,
      JSON.stringify({ client_email: 'export@p.iam.gserviceaccount.com', private_key: pem }),
    );
    expect(
      loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY_FILE: keyFile, GOOGLE_ACT_AS: 'admin@example.se' }).google,
    ).toEqual({
      clientEmail: 'export@p.iam.gserviceaccount.com',
      privateKey: pem,
      actAs: 'admin@example.se',
      sheetsUrl: 'https://sheets.googleapis.com',
      directoryUrl: 'https://admin.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      storageUrl: 'https://storage.googleapis.com',
      storageBucket: undefined,
    });
    expect(
      loadConfig({
        GOOGLE_SERVICE_ACCOUNT_KEY_FILE: keyFile,
        GOOGLE_ACT_AS: 'admin@example.se',
        GOOGLE_STORAGE_BUCKET: 'kansli-exports',
      }).google?.storageBucket,
    ).toBe('kansli-exports');
    expect(() => loadConfig({ GOOGLE_STORAGE_BUCKET: 'kansli-exports' })).toThrow(
      /GOOGLE_STORAGE_BUCKET: needs/,
    );
    // A .env file holds the key on one line, its breaks written \n.
    const inline = loadConfig({
      GOOGLE_SERVICE_ACCOUNT_EMAIL: 'export@p.iam.gserviceaccount.com',
      GOOGLE_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
      GOOGLE_ACT_AS: 'admin@example.se',
    });
    expect(inline.google?.privateKey).toBe(pem);

    expect(() => loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY_FILE: keyFile })).toThrow(
      /GOOGLE_ACT_AS: is required/,
    );
    expect(() => loadConfig({ GOOGLE_ACT_AS: 'admin@example.se' })).toThrow(/GOOGLE_ACT_AS: needs/);
    expect(() =>
      loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY_FILE: 'key.json', GOOGLE_ACT_AS: 'admin@example.se' }),
    ).toThrow(/GOOGLE_SERVICE_ACCOUNT_KEY_FILE: must be an absolute path/);
    const secret = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ';
    const bad = () =>
      loadConfig({
        GOOGLE_SERVICE_ACCOUNT_EMAIL: 'export@p.iam.gserviceaccount.com',
        GOOGLE_PRIVATE_KEY: secret,
        GOOGLE_ACT_AS: 'admin@example.se',
      });
    expect(bad).toThrow(/GOOGLE_PRIVATE_KEY: is not an RSA private key in PEM/);
    expect(bad).not.toThrow(new RegExp(secret));
  });
});

describe('secrets at start', () => {
  const elks = { ELKS_USERNAME: 'u1', ELKS_PASSWORD: 'p' };

  it.each([
    ['24 × a', 'a'.repeat(24), /SMS_REPORT_SECRET: must not repeat itself/],
    ['a word repeated', 'password1234password1234', /SMS_REPORT_SECRET: must not repeat itself/],
    ['few characters', 'aaaaaaaaaaaaaaaaaaaabbbbbbbbcccc', /SMS_REPORT_SECRET: is too easy to guess/],
    ['too short', 'k3Jq9xZp2LmN', /SMS_REPORT_SECRET: must be at least 24 characters/],
  ])('refuses a weak SMS report secret: %s', (_name, secret, message) => {
    expect(() => loadConfig({ ...elks, SMS_REPORT_SECRET: secret })).toThrow(message);
  });

  it('takes a random SMS report secret of hexadecimal or base64url characters', () => {
    for (const secret of [randomBytes(12).toString('hex'), randomBytes(32).toString('base64url')]) {
      expect(loadConfig({ ...elks, SMS_REPORT_SECRET: secret }).elks?.reportSecret).toBe(secret);
    }
  });

  it.each([
    ['32 equal bytes', Buffer.alloc(32, 7).toString('base64'), /INTEGRATION_SECRET_KEY: is not random/],
    ['a pattern', Buffer.from('0123456789abcdef0123456789abcdef').toString('base64'), /is not random/],
    ['31 bytes', randomBytes(31).toString('base64'), /INTEGRATION_SECRET_KEY: must be 32 bytes in base64/],
    ['not base64', `${randomBytes(30).toString('base64')}!!`, /must be 32 bytes in base64/],
  ])('refuses an integration secret key that is not 32 random bytes: %s', (_name, key, message) => {
    expect(() => loadConfig({ INTEGRATION_SECRET_KEY: key })).toThrow(message);
  });

  it('refuses the sign-in limit of one minute that the limits per address and per account replaced', () => {
    expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '30' })).toThrow(
      /AUTH_RATE_LIMIT_PER_MINUTE: is replaced by SIGN_IN_LIMIT_PER_ADDRESS/,
    );
    expect(loadConfig({}).signInLimits).toEqual({ perAddress: 300, perAccount: 10, windowMinutes: 10 });
  });
});
