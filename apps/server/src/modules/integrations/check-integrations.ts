import { type IntegrationState, integrationState } from '@kansli/domain/integrations/status';
import { technicalFields, userMessageOf } from '../../integrations/call-log.ts';
import type { IntegrationSystem } from './systems.ts';

// `npm run check-integrations`: the operator's view of Superadmin › Integrationer, made by running
// every configured system's probe once, for a deploy step or a shell on the server.

export interface CheckedSystem {
  key: string;
  name: string;
  state: IntegrationState;
  /** Why the probe failed, in Swedish, as the screen shows it. */
  message: string | null;
  /** The failure for the operator's log, in English, without an address or a body. */
  detail: Record<string, unknown> | null;
}

/** Runs the probes of the configured systems at once; a system without one is left unchecked. */
export function checkIntegrations(systems: IntegrationSystem[]): Promise<CheckedSystem[]> {
  return Promise.all(
    systems.map(async ({ key, name, configured, probe }): Promise<CheckedSystem> => {
      const unchecked = { key, name, message: null, detail: null };
      if (!configured || !probe) return { ...unchecked, state: integrationState({ configured, ok: null }) };
      try {
        await probe();
        return { ...unchecked, state: 'OK' };
      } catch (error) {
        return {
          key,
          name,
          state: 'Fel',
          message: userMessageOf(name, error),
          detail: technicalFields(error),
        };
      }
    }),
  );
}

/** The systems as a table of key, name, state and message, one line each. */
export function integrationTable(checked: CheckedSystem[]): string {
  const rows = [
    ['Nyckel', 'Namn', 'Läge', 'Meddelande'],
    ...checked.map(({ key, name, state, message }) => [key, name, state, message ?? '']),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Prints the table, and each failure's detail to the error stream; answers 1 when a configured system failed. */
export async function runIntegrationCheck(
  systems: IntegrationSystem[],
  out: { write(text: string): unknown },
  errors: { write(text: string): unknown },
): Promise<number> {
  const checked = await checkIntegrations(systems);
  out.write(`${integrationTable(checked)}\n`);
  for (const { key, detail } of checked) {
    if (detail) errors.write(`${key}: ${JSON.stringify(detail)}\n`);
  }
  return checked.some((system) => system.state === 'Fel') ? 1 : 0;
}
