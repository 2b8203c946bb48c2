import { HttpResponse, http } from 'msw';
import type { Overview, OverviewChild } from '@/features/preschool/api/get-overview.ts';
import type { PreschoolUnit } from '@/features/preschool/api/list-locations.ts';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';

// A small unit for component tests: one child with two guardians sharing custody 30/70.

export const solrosen: PreschoolUnit = {
  id: 101,
  name: 'Förskolan Solrosen',
  cost_center: '4101',
  communes: ['Stockholm', 'Solna'],
  departments: ['Blåbär', 'Lingon'],
  selected: true,
};

export const ellaCarePeriod = {
  id: 11,
  child_id: 1,
  start: '2026-01-07',
  end: null,
  commune: 'Stockholm',
  department: 'Blåbär',
  care_time: 'Heltid' as const,
  cost: 1688,
  note: '',
  _delete: false,
};

export const ella: PreschoolPerson = {
  id: 1,
  type: 'child',
  given_name: 'Ella',
  family_name: 'Berg',
  email: '',
  department: 'Blåbär',
  sub: '230310-1234',
  active: true,
  percent: null,
  guardians: [
    { id: 2, given_name: 'Sara', family_name: 'Berg', email: 'sara.berg@hemma.test', percent: 30 },
    { id: 3, given_name: 'Johan', family_name: 'Berg', email: 'johan.berg@hemma.test', percent: 70 },
  ],
  children: [],
  start: '2026-01-07',
  end: null,
  care_times: [ellaCarePeriod],
  note: 'Allergisk mot nötter',
  phone: '',
  street_address: '',
  postal_code: '',
  city: '',
};

export const sara: PreschoolPerson = {
  id: 2,
  type: 'legalguardian',
  given_name: 'Sara',
  family_name: 'Berg',
  email: 'sara.berg@hemma.test',
  department: '',
  sub: 'sara.berg@hemma.test',
  active: true,
  percent: null,
  guardians: [],
  children: [{ id: 1, given_name: 'Ella', family_name: 'Berg', department: 'Blåbär', percent: 30 }],
  start: null,
  end: null,
  care_times: [],
  note: '',
  phone: '070-123 45 67',
  street_address: 'Storgatan 1',
  postal_code: '114 55',
  city: 'Stockholm',
};

export const ellaInOverview: OverviewChild = {
  id: 1,
  given_name: 'Ella',
  family_name: 'Berg',
  civic_number: '230310-1234',
  note: '',
  active: 1,
  department: 'Blåbär',
  guardians: ella.guardians,
  siblings: [],
  care_times: [ellaCarePeriod],
  invoice_lines: [
    {
      type: 64,
      status: 'ok',
      status_message: 'Faktureras',
      sort_order: 1,
      care_time: 'Heltid',
      period: '2026-11-01 – 2026-11-30',
      name: 'Avgift',
      cost: 1688,
      month: '2026-11',
      percent: 100,
      segments: [{ from: 1, to: 30 }],
    },
  ],
  invoice_status: 64,
  invoice_cost: 1688,
  has_invoice: false,
  active_care: true,
  start: '2026-01-07',
  end: null,
  commune: 'Stockholm',
  care_time: 'Heltid',
  cost: 1688,
};

export const preschoolHandlers = {
  locations: (locations: readonly PreschoolUnit[] = [solrosen]) =>
    http.get('/api/preschool/locations', () => HttpResponse.json({ locations })),
  /** Answers every search with these persons, paged as the server pages them. */
  search: (persons: readonly PreschoolPerson[] = [ella]) =>
    http.get('/api/preschool/:costCenter', ({ request }) => {
      const pageIndex = Number(new URL(request.url).searchParams.get('pageIndex') ?? 0);
      return HttpResponse.json({
        persons: persons.slice(pageIndex * 10, pageIndex * 10 + 10),
        meta: { pageIndex, pageSize: 10, pageLength: persons.length },
      });
    }),
  overview: (children: readonly OverviewChild[] = [ellaInOverview]) =>
    http.get('/api/preschool/:costCenter/overview', ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') ?? '';
      const overview: Overview = {
        period,
        children: [...children],
        summary: {
          children: children.length,
          guardians: new Set(children.flatMap((c) => c.guardians.map((g) => g.id))).size,
          revenue: children.reduce((sum, c) => sum + c.invoice_cost, 0),
        },
      };
      return HttpResponse.json(overview);
    }),
  guardianInvoices: () =>
    http.get('/api/preschool/:costCenter/invoices/:personId', () => HttpResponse.json({ invoices: [] })),
  save: (saved = { id: 99, search: 'Ny Person' }) => [
    http.post('/api/preschool/:costCenter/person', () => HttpResponse.json(saved)),
    http.put('/api/preschool/:costCenter/person', () => HttpResponse.json(saved)),
  ],
};
