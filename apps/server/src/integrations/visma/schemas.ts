import type { components } from '@kansli/contracts/visma/generated/types';
import { z } from 'zod';

// The shapes of Visma's requests and answers, from the types generated from its published description
// (packages/contracts): a request body is typed with Visma's schema, so a required field cannot be left
// out, and each zod schema that parses an answer is built through `answerOf`, so it can only name
// fields Visma's schema has, each with a type that fits.

export type VismaSchemas = components['schemas'];

type AnswerShape<T> = {
  [K in keyof T]?: z.ZodType<NonNullable<T[K]> | null | undefined>;
};

/**
 * A zod object of the fields Kansli reads of Visma's schema `T`. Visma writes an absent value as null,
 * so a field may parse to null; any other value must be of the field's type.
 */
export const answerOf =
  <T>() =>
  <S extends AnswerShape<T> & Record<Exclude<keyof S, keyof T>, never>>(shape: S) =>
    z.object(shape as { [K in keyof S]-?: Exclude<S[K], undefined> });

const ZMeta = answerOf<VismaSchemas['PaginationMetadata']>()({
  CurrentPage: z.number(),
  TotalNumberOfPages: z.number(),
});

/** Visma's page of a list: `Meta` and `Data`. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ Meta: ZMeta, Data: z.array(item) });

// What the client reads of Visma's answers.

/** Visma's error body (2000 validation, 3000 not found, …), which its description leaves out. */
export const ZVismaError = z.object({
  ErrorCode: z.number().int().optional(),
  DeveloperErrorMessage: z.string().optional(),
  ErrorId: z.string().optional(),
});

export const ZCustomer = answerOf<VismaSchemas['CustomerApi']>()({
  Id: z.guid(),
  CustomerNumber: z.string(),
  Name: z.string(),
  EmailAddress: z.string().nullish(),
  IsActive: z.boolean(),
  IsPrivatePerson: z.boolean(),
  InvoiceAddress1: z.string().nullish(),
  InvoicePostalCode: z.string().nullish(),
  InvoiceCity: z.string().nullish(),
  InvoiceCountryCode: z.string().nullish(),
});
export const ZTerms = answerOf<VismaSchemas['TermsOfPaymentApi']>()({
  Id: z.guid(),
  NumberOfDays: z.number().nullish(),
});
export const ZDraft = answerOf<VismaSchemas['CustomerInvoiceDraftApi']>()({
  Id: z.guid(),
  YourReference: z.string().nullish(),
});
export const ZInvoice = answerOf<VismaSchemas['CustomerInvoiceApi']>()({
  Id: z.guid(),
  InvoiceNumber: z.number(),
  RemainingAmount: z.number(),
  IsCreditInvoice: z.boolean().nullish(),
  ReferringInvoiceId: z.guid().nullish(),
  YourReference: z.string().nullish(),
});
export const ZCompany = answerOf<VismaSchemas['CompanySettingsApi']>()({ Name: z.string() });
