import type { TAuditPage } from '@kansli/domain/audit/audit-log';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/** The pages of an audit list (the log, a history), each asked for with the `before` of the one above. */
export type AuditPages = UseInfiniteQueryResult<InfiniteData<TAuditPage, unknown>>;

/** The page 'Visa fler' asks for: the entries below the last one shown; none after the last page. */
export const nextAuditPage = (page: TAuditPage) => page.nextBefore ?? undefined;
