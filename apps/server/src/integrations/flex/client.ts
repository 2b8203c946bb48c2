import { z } from 'zod';
import type { CallObserver } from '../calls.ts';
import { type HttpPolicy, integrationHttp } from '../http.ts';

// Flex, the HR and payroll system, through Kansli's own small contract (docs/integrations.md): an
// employee's e-mail address put by our person id. A PUT, so a retry after a lost answer is harmless.

export interface FlexClient {
  /** Sets the employee's e-mail address of that type in Flex. */
  setEmployeeEmail(personId: number, email: { email: string; type: string }): Promise<void>;
  /** Asks Flex whether it answers and takes the API key; throws when it does not. */
  probe(): Promise<void>;
}

export interface FlexOptions {
  /** Flex's address, or the sandbox's; without /api/v1. */
  apiUrl: string;
  apiKey: string;
  http?: Partial<HttpPolicy>;
  /** Told how each call ended. */
  calls?: CallObserver;
}

const ZAnswer = z.object({ email: z.string() });
const ZHealth = z.object({ status: z.literal('ok') });

export function flexClient(options: FlexOptions): FlexClient {
  const http = integrationHttp('Flex', options.http, options.calls);
  const base = `${options.apiUrl.replace(/\/$/, '')}/api/v1`;
  const headers = { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' };
  return {
    async setEmployeeEmail(personId, { email, type }) {
      await http.json('employee e-mail update', `${base}/employees/${personId}/email`, ZAnswer, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email, type }),
      });
    },
    async probe() {
      await http.json('health check', `${base}/health`, ZHealth, { headers });
    },
  };
}
