import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('the Freshservice configuration', () => {
  it('is unset by default, so the embedded mode runs the sandbox and production answers 503', () => {
    expect(loadConfig({}).freshservice).toBeUndefined();
  });

  it('takes the address without a trailing slash and the API key', () => {
    const config = loadConfig({
      FRESHSERVICE_URL: 'https://nordljus.freshservice.com/',
      FRESHSERVICE_API_KEY: 'k',
    });
    expect(config.freshservice).toEqual({ apiUrl: 'https://nordljus.freshservice.com', apiKey: 'k' });
  });

  it('wants the API key with the address', () => {
    expect(() => loadConfig({ FRESHSERVICE_URL: 'https://nordljus.freshservice.com' })).toThrow(
      'FRESHSERVICE_API_KEY: is required with FRESHSERVICE_URL',
    );
  });
});
