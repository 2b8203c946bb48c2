import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const SECRET = 'a-report-secret-of-24-chars';

describe('the 46elks configuration', () => {
  it('is unset by default, so the embedded mode runs the sandbox; the card sends as Nordljus, 100 a minute', () => {
    const config = loadConfig({});
    expect(config.elks).toBeUndefined();
    expect(config.sms).toEqual({ sender: 'Nordljus', perMinute: 100 });
  });

  it('takes 46elks’ address unless told, the credentials and the report secret', () => {
    const config = loadConfig({ ELKS_USERNAME: 'u1', ELKS_PASSWORD: 'p', SMS_REPORT_SECRET: SECRET });
    expect(config.elks).toEqual({
      apiUrl: 'https://api.46elks.com',
      username: 'u1',
      password: 'p',
      reportSecret: SECRET,
    });
  });

  it('wants the password and the report secret with the user, and a sender the phones can show', () => {
    expect(() => loadConfig({ ELKS_USERNAME: 'u1' })).toThrow(
      'ELKS_PASSWORD: is required with ELKS_USERNAME',
    );
    expect(() => loadConfig({ ELKS_USERNAME: 'u1', ELKS_PASSWORD: 'p', SMS_REPORT_SECRET: 'short' })).toThrow(
      'SMS_REPORT_SECRET: must be at least 24 characters',
    );
    expect(() => loadConfig({ SMS_SENDER: 'Nordljus skola' })).toThrow('SMS_SENDER');
  });
});
