import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/kansli-e2e-data';
/** The specs that disturb the stand-ins every spec shares. */
const DISTURBING = ['superadmin/integrations.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  projects: [
    { name: 'screens', testIgnore: DISTURBING },
    // These make the shared stand-ins fail on purpose, so they run once the other specs are done.
    { name: 'disturbances', testMatch: DISTURBING, dependencies: ['screens'] },
  ],
  fullyParallel: true,
  workers: 2,
  // Two browsers, the server and its database share two cores: a page that is quick alone may take
  // seconds to show when everything runs at once.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // Recording a trace of every test costs a busy CI machine about a quarter of the suite's time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  // The app as a newcomer runs it: the built web app and the API in one process, on a fresh PGlite database.
  webServer: {
    command: `rm -rf ${dataDir} && node ../apps/server/src/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every spec signs in from this one address, as the same few accounts, faster than a person
      // would; the sign-in limits have API tests of their own (sign-in-limit.api.test.ts).
      SIGN_IN_LIMIT_PER_ADDRESS: '100000',
      SIGN_IN_LIMIT_PER_ACCOUNT: '100000',
      // The Visma sandbox's page, where a spec marks an invoice paid, on a port the specs know.
      VISMA_SANDBOX_PORT: String(port + 1),
    },
  },
});
