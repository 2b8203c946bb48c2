import { z } from 'zod';
import { type HttpPolicy, integrationHttp } from '../http.ts';

// Flex, the HR and payroll system, through Kansli's own small contract (docs/integrations.md): an
// employee's e-mail address put by our person id. A PUT, so a retry after a lost answer is harmless.

export interface FlexClient {
  /** Sets the employee's e-mail address of that type in Flex. */
  setEmployeeEmail(personId: number, email: { email: string; type: string }): Promise<void>;
}

export interface FlexOptions {
  /** Flex's address, or the sandbox's; without /api/v1. */
  apiUrl: string;
  apiKey: string;
  http?: Partial<HttpPolicy>;
}

const ZAnswer = z.object({ email: z.string() });

export function flexClient(options: FlexOptions): FlexClient {
  const http = integrationHttp('Flex', options.http);
  const base = `${options.apiUrl.replace(/\/$/, '')}/api/v1`;
  return {
    async setEmployeeEmail(personId, { email, type }) {
      await http.json('employee e-mail update', `${base}/employees/${personId}/email`, ZAnswer, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ email, type }),
      });
    },
  };
}
