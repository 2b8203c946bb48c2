import { expect, it } from 'vitest';
import { z } from 'zod';
import { answerOf, type VismaSchemas } from './schemas.ts';

// What a zod schema of Visma's answers may name is checked by the compiler (npx tsc -p apps/server):
// each line marked below must fail to compile, or the check itself fails.

it("refuses at compile time a field Visma's schema lacks or a type that does not fit it", () => {
  const invoice = answerOf<VismaSchemas['CustomerInvoiceApi']>();
  // @ts-expect-error Visma's invoices have no IsVoided.
  const voided = invoice({ Id: z.string(), IsVoided: z.boolean() });
  // @ts-expect-error InvoiceNumber is a number in Visma's schema.
  const numberAsText = invoice({ InvoiceNumber: z.string() });
  const read = invoice({ Id: z.string(), RemainingAmount: z.number(), YourReference: z.string().nullish() });
  expect(read.parse({ Id: 'x', RemainingAmount: 0, YourReference: null, TotalAmount: 1 })).toEqual({
    Id: 'x',
    RemainingAmount: 0,
    YourReference: null,
  });
  expect([voided, numberAsText]).toHaveLength(2);
});
