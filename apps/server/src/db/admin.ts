import pg from 'pg';

// Databases of their own for test runs and benchmarks, made and dropped on a PostgreSQL server.

const safeName = /^[a-z_][a-z0-9_]*$/;

/** Runs `work` on a connection of its own to the server (its maintenance database), closed after. */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of this name (any old one is dropped first); answers its connection string. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  if (!safeName.test(name)) throw new Error(`not a database name: ${name}`);
  await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database whose name starts with the prefix. */
export async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  if (!safeName.test(prefix)) throw new Error(`not a database name: ${prefix}`);
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
