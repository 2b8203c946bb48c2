import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('the database role and job timing settings', () => {
  it('serve as the owner with half-minute heartbeats and supervision by default', () => {
    const config = loadConfig({});
    expect(config.databaseAppRole).toBeUndefined();
    expect(config.jobTiming).toEqual({ heartbeatSeconds: 30, superviseSeconds: 30 });
  });

  it('name the application role and the timing from the environment', () => {
    const config = loadConfig({
      DATABASE_APP_ROLE: 'kansli_app',
      JOB_HEARTBEAT_SECONDS: '10',
      JOB_SUPERVISE_SECONDS: '1',
    });
    expect(config.databaseAppRole).toBe('kansli_app');
    expect(config.jobTiming).toEqual({ heartbeatSeconds: 10, superviseSeconds: 1 });
  });

  it('refuse a role name that is not a plain identifier and timings pg-boss does not take', () => {
    expect(() => loadConfig({ DATABASE_APP_ROLE: 'kansli; drop table persons' })).toThrow(
      /DATABASE_APP_ROLE: must be a role name/,
    );
    expect(() => loadConfig({ JOB_HEARTBEAT_SECONDS: '5' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOB_SUPERVISE_SECONDS: '60' })).toThrow(/JOB_SUPERVISE_SECONDS/);
  });
});
