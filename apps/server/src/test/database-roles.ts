import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { onServer } from '../db/admin.ts';

// Databases and login roles of a test's own on the PostgreSQL server, named after the run so the
// global set-up's teardown drops the databases even when a test dies half way.

const safeName = /^[a-z_][a-z0-9_]*$/;

/** A name of this run's own: `kansli_test_{run}_{what}_{random}`. */
export function scratchName(what: string): string {
  const name = `kansli_test_${inject('testRunId')}_${what}_${randomBytes(3).toString('hex')}`;
  if (!safeName.test(name)) throw new Error(`not a name: ${name}`);
  return name;
}

/** The server's connection string as another role, or to another database. */
export function urlAs(serverUrl: string, { role, database }: { role?: string; database?: string }): string {
  const url = new URL(serverUrl);
  if (role) {
    url.username = role;
    url.password = '';
  }
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** A login role without any privilege beyond connecting. */
export function createLoginRole(serverUrl: string, role: string): Promise<void> {
  if (!safeName.test(role)) throw new Error(`not a role name: ${role}`);
  return onServer(serverUrl, async (client) => {
    await client.query(`create role ${role} login`);
  });
}

/** An empty database owned by `owner`; answers its connection string as the server's user. */
export async function createOwnedDatabase(serverUrl: string, name: string, owner: string): Promise<string> {
  if (!safeName.test(name) || !safeName.test(owner)) throw new Error(`not a name: ${name}, ${owner}`);
  await onServer(serverUrl, async (client) => {
    await client.query(`create database ${name} owner ${owner}`);
  });
  return urlAs(serverUrl, { database: name });
}

/** Drops the databases, then the roles, which hold grants in them until then. */
export function dropScratch(
  serverUrl: string,
  { databases = [], roles = [] }: { databases?: string[]; roles?: string[] },
) {
  return onServer(serverUrl, async (client) => {
    for (const name of databases) {
      if (safeName.test(name)) await client.query(`drop database if exists ${name} with (force)`);
    }
    for (const role of roles) {
      if (safeName.test(role)) await client.query(`drop role if exists ${role}`);
    }
  });
}
