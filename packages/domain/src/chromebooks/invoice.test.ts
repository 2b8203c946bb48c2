import { describe, expect, it } from 'vitest';
import {
  batchEnabled,
  chromebookAmounts,
  chromebookKronor,
  defaultInvoiceRange,
  GUARDIAN_EMAIL_MISSING,
  invoiceAllows,
  invoiceInvalidText,
  queryCategories,
  type TBatchAction,
  type TInvoiceState,
  ZDeproviseBody,
  ZFreshserviceQuery,
  ZInvoiceActionBody,
  ZInvoiceSearchQuery,
  ZSpreadsheetBody,
} from './invoice.ts';

describe('chromebook amounts', () => {
  // biome-ignore format: a table reads best one row a line
  const rows: [number, number, number, string][] = [
    [100_000, 25_000, 125_000, '25 % of 1000 kr'],
    [1001, 250, 1251, '250.25 öre rounds down'],
    [1002, 251, 1253, '250.5 öre rounds half away from zero'],
    [1003, 251, 1254, '250.75 öre rounds up'],
    [0, 0, 0, 'nothing to pay'],
  ];
  it.each(rows)('%i öre carries %i öre VAT, %i öre in all (%s)', (cost, vat, total) => {
    expect(chromebookAmounts(cost)).toEqual({ costOre: cost, vatOre: vat, totalOre: total });
  });

  it('answers kronor at the edge', () => {
    expect(chromebookKronor(149_950)).toEqual({ cost: 1499.5, vat: 374.88, total: 1874.38 });
  });
});

describe('default range', () => {
  it('is the last 30 days up to today in Stockholm', () => {
    expect(defaultInvoiceRange(new Date('2026-03-15T10:00:00Z'))).toEqual({
      fromDate: '2026-02-13',
      toDate: '2026-03-15',
    });
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm.
    expect(defaultInvoiceRange(new Date('2026-12-31T23:30:00Z'))).toEqual({
      fromDate: '2026-12-02',
      toDate: '2027-01-01',
    });
  });
});

describe('invalid text', () => {
  // biome-ignore format: a table reads best one row a line
  const rows: [string, Parameters<typeof invoiceInvalidText>[0], string | null][] = [
    ['no guardian', { legalGuardian: null }, null],
    ['guardian omitted', {}, null],
    ['guardian with e-mail', { legalGuardian: { extension: { email: 'a@b.se' } } }, null],
    ['guardian without e-mail', { legalGuardian: { extension: { email: null } } }, GUARDIAN_EMAIL_MISSING],
    ['guardian with blank e-mail', { legalGuardian: { extension: { email: '  ' } } }, GUARDIAN_EMAIL_MISSING],
  ];
  it.each(rows)('%s', (_, invoice, text) => {
    expect(invoiceInvalidText(invoice)).toBe(text);
  });
  it('uses the spec text', () => {
    expect(GUARDIAN_EMAIL_MISSING).toBe('Vårdnadshavare e-postadress saknas');
  });
});

describe('batch actions', () => {
  const fetched: TInvoiceState = {
    isRegisteredInAdmin: false,
    vismaCustomerId: null,
    isRegisteredInVisma: false,
    isChromedeviceDeprovised: false,
    systemIds: { chromedevice: 'SN1' },
  };
  const registered = { ...fetched, isRegisteredInAdmin: true };
  const customer = { ...registered, vismaCustomerId: 'c1' };
  const sent = { ...customer, isRegisteredInVisma: true };
  const deprovisioned = { ...registered, isChromedeviceDeprovised: true };
  const noSerial = { ...registered, systemIds: { chromedevice: null } };

  // biome-ignore format: a table reads best one row a line
  const rows: [string, TInvoiceState, Record<TBatchAction, boolean>][] = [
    ['fetched', fetched, { register: true, createCustomer: false, send: false, deprovise: false }],
    ['registered', registered, { register: false, createCustomer: true, send: false, deprovise: true }],
    ['with customer', customer, { register: false, createCustomer: false, send: true, deprovise: true }],
    ['sent', sent, { register: false, createCustomer: false, send: false, deprovise: true }],
    ['deprovisioned', deprovisioned, { register: false, createCustomer: true, send: false, deprovise: false }],
    ['without serial', noSerial, { register: false, createCustomer: true, send: false, deprovise: false }],
  ];
  it.each(rows)('a %s case', (_, invoice, allowed) => {
    for (const action of Object.keys(allowed) as TBatchAction[]) {
      expect(invoiceAllows(action, invoice), action).toBe(allowed[action]);
    }
  });

  it('needs a selection, no invalid row, no running batch and every row ready', () => {
    expect(batchEnabled('register', [], false)).toBe(false);
    expect(batchEnabled('register', [fetched], false)).toBe(true);
    expect(batchEnabled('register', [fetched], true)).toBe(false);
    expect(batchEnabled('register', [fetched, { ...fetched, invalid: true }], false)).toBe(false);
    expect(batchEnabled('register', [fetched, registered], false)).toBe(false);
    expect(batchEnabled('send', [customer, customer], false)).toBe(true);
  });
});

describe('request schemas', () => {
  it('reads the fetch query with its defaults', () => {
    expect(ZFreshserviceQuery.parse({ fromDate: '2026-01-01', toDate: '2026-01-31' })).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      buy: true,
      careless: false,
    });
    const both = ZFreshserviceQuery.parse({
      fromDate: '2026-01-01',
      toDate: '2026-01-01',
      buy: '0',
      careless: '1',
    });
    expect(queryCategories(both)).toEqual(['Yttre åverkan']);
  });

  it('refuses a bad period', () => {
    expect(ZFreshserviceQuery.safeParse({ fromDate: '2026-02-30', toDate: '2026-03-01' }).success).toBe(
      false,
    );
    expect(ZFreshserviceQuery.safeParse({ fromDate: '2026-03-02', toDate: '2026-03-01' }).success).toBe(
      false,
    );
    expect(ZFreshserviceQuery.safeParse({ fromDate: '2020-01-01', toDate: '2026-03-01' }).success).toBe(
      false,
    );
    expect(
      ZFreshserviceQuery.safeParse({ fromDate: '2026-01-01', toDate: '2026-01-02', buy: 'x' }).success,
    ).toBe(false);
  });

  it('bounds the search page', () => {
    expect(ZInvoiceSearchQuery.parse({})).toEqual({ search: '', pageIndex: 0, pageSize: 8 });
    expect(ZInvoiceSearchQuery.safeParse({ pageSize: '500' }).success).toBe(false);
  });

  it('reads only the case id of an action body', () => {
    expect(ZInvoiceActionBody.parse({ extension: { freshserviceId: '42' }, cost: 1, total: 99 })).toEqual({
      freshserviceId: '42',
    });
    expect(ZInvoiceActionBody.parse({ systemIds: { freshservice: '7' } })).toEqual({ freshserviceId: '7' });
    expect(ZInvoiceActionBody.safeParse({}).success).toBe(false);
    expect(ZInvoiceActionBody.safeParse({ extension: { freshserviceId: "1'; drop" } }).success).toBe(false);
  });

  it('reads the spreadsheet list as unique ids', () => {
    expect(
      ZSpreadsheetBody.parse([{ extension: { freshserviceId: '1' } }, { systemIds: { freshservice: '1' } }]),
    ).toEqual(['1']);
    expect(ZSpreadsheetBody.safeParse([]).success).toBe(false);
  });

  it('needs a serial number to deprovision', () => {
    expect(ZDeproviseBody.safeParse({ name: 'x', email: 'y' }).success).toBe(false);
    expect(ZDeproviseBody.parse({ serialNumber: ' SN1 ' })).toEqual({
      name: '',
      email: '',
      serialNumber: 'SN1',
    });
  });
});
