import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-sandbox.ts';

/** Visma's error codes: 2000 refused data, 3000 not found, 4005 not authorised, 4010 rate limited. */
export class VismaError extends Error {
  readonly status: number;
  readonly errorCode: number;

  constructor(status: number, errorCode: number, message: string) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
  }
}

/** A refusal of the data sent, as Visma answers it: HTTP 400, ErrorCode 2000. */
export const invalid = (message: string) => new VismaError(400, 2000, message);

export const notFound = (message: string) => new VismaError(404, 3000, message);

export function sendVismaError(res: ServerResponse, error: VismaError): void {
  sendJson(res, error.status, {
    ErrorCode: error.errorCode,
    DeveloperErrorMessage: error.message,
    ErrorId: randomUUID(),
  });
}
