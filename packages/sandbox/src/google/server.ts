import { listenOnLoopback, type RunningSandbox } from '../http-sandbox.ts';
import { createSheetsSandbox, type SheetsSandbox, type SheetsSandboxOptions } from './sheets-sandbox.ts';

/**
 * The Google sandbox on a loopback port of its own: tokens at /token, Sheets under /v4/spreadsheets,
 * each spreadsheet's page at /sandbox/sheets/{id}; Directory users under /admin/directory/v1/users,
 * their page (and the failure switches, Google's rate limit among them) at /sandbox/directory; Chrome
 * OS devices under /admin/directory/v1/customer/{customer}/devices/chromeos, their page at
 * /sandbox/directory/devices; Cloud Storage's buckets under /storage/v1/b/{bucket}/o (uploads under
 * /upload/storage/v1/b/{bucket}/o), the first bucket's files' page at /sandbox/storage, where a unit's
 * fictional export is written too.
 */
export function startSheetsSandbox(
  options: SheetsSandboxOptions,
  port = 0,
): Promise<RunningSandbox<SheetsSandbox>> {
  return listenOnLoopback((url) => createSheetsSandbox(url, options), port);
}

/** Where a person finds the sandbox's pages. */
export const googleSandboxPages = (url: string) => [
  `The Google Sheets sandbox's spreadsheets: ${url}/sandbox/sheets`,
  `The Google Directory sandbox's users: ${url}/sandbox/directory`,
  `The Google Directory sandbox's Chromebooks: ${url}/sandbox/directory/devices`,
  `The Google Storage sandbox's school-system export files: ${url}/sandbox/storage`,
];
