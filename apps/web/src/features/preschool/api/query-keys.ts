import { unitQueryKeys } from '@/lib/api/query-keys.ts';

// The preschool area's query keys, and what each save makes stale: a saved child or guardian changes
// the unit's searches, its overviews and the guardians' invoices alike.
export const preschoolQueryKeys = {
  all: unitQueryKeys.preschool,
  locations: ['preschool', 'locations'],
  unit: (costCenter: string) => ['preschool', 'unit', costCenter] as const,
  search: (costCenter: string, query: { search: string; legalguardians: '0' | '1'; pageIndex: number }) =>
    ['preschool', 'unit', costCenter, 'search', query] as const,
  overview: (costCenter: string, period: string) =>
    ['preschool', 'unit', costCenter, 'overview', period] as const,
  guardianInvoices: (costCenter: string, guardianId: number) =>
    ['preschool', 'unit', costCenter, 'invoices', guardianId] as const,
  invoiceList: (costCenter: string, period: string) =>
    ['preschool', 'unit', costCenter, 'invoice-list', period] as const,
  invoice: (costCenter: string, invoiceId: number) =>
    ['preschool', 'unit', costCenter, 'invoice', invoiceId] as const,
  invoiceCheck: (costCenter: string, period: string) =>
    ['preschool', 'unit', costCenter, 'invoice-check', period] as const,
  childHistory: (costCenter: string, childId: number) =>
    ['preschool', 'unit', costCenter, 'child', childId, 'history'] as const,
} as const;

/** The keys a save at the unit makes stale. */
export const invalidatedBySave = (costCenter: string) => [preschoolQueryKeys.unit(costCenter)];
