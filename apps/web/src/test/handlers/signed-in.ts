import type { Session } from '@/features/auth/api/get-session.ts';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { demoAuthorizations } from '../authorization-fixtures.ts';
import { annaEk, authHandlers } from './auth.ts';
import { authorizationHandlers } from './authorization.ts';
import { chromebookInvoicesHandlers } from './chromebook-invoices.ts';
import { communicationHandlers } from './communication.ts';
import { dashboardHandlers } from './dashboard.ts';
import { databaseHandlers } from './database.ts';
import { devicesHandlers } from './devices.ts';
import { groupsHandlers } from './groups.ts';
import { personsHandlers } from './persons.ts';
import { preschoolHandlers } from './preschool.ts';
import { publishingHandlers } from './publishing.ts';
import { schoolsHandlers } from './schools.ts';
import { studybuddyHandlers } from './studybuddy.ts';
import { superadminHandlers } from './superadmin.ts';

type SignedInUser = { session?: Partial<Session>; authorization?: Authorization };

/**
 * A signed-in user's API (an administrator by default): what the shell, the dashboard and the preschool
 * screen (where the empty path leads) and the person screen ask, and sign-out.
 */
export function signedInHandlers({ session, authorization = demoAuthorizations.admin }: SignedInUser = {}) {
  return [
    authHandlers.session({ ...annaEk, ...session }),
    authHandlers.signOut(),
    authHandlers.preferences(),
    authHandlers.savePreferences(),
    authorizationHandlers.authorization(authorization),
    dashboardHandlers.readableAuthorizations(),
    preschoolHandlers.locations(),
    preschoolHandlers.search(),
    publishingHandlers.locations(),
    ...personsHandlers(),
    ...schoolsHandlers(),
    ...groupsHandlers(),
    ...devicesHandlers(),
    ...superadminHandlers(),
    ...databaseHandlers(),
    ...chromebookInvoicesHandlers(),
    ...studybuddyHandlers(),
    ...communicationHandlers(),
  ];
}
