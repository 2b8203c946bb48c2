import { VISMA_NOT_SET_UP_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import { VismaArticleError } from '../../integrations/visma/articles.ts';
import type { VismaClient, VismaInvoice, VismaInvoiceContent } from '../../integrations/visma/client.ts';
import { VismaConnectionError, VismaError } from '../../integrations/visma/errors.ts';
import type { JobContext } from '../../jobs/job-context.ts';
import {
  type ClaimedInvoice,
  claimInvoiceForUpload,
  releaseUploadLease,
  storeUploadError,
  storeUploadedInvoice,
} from './invoice-upload-repository.ts';

// The upload of a ready invoice to Visma (spec 4.6): a draft with our reference, converted to an invoice
// whose number Kansli keeps. A retry never makes a second draft or invoice: the reference is stored
// before the first call, and a retry looks for what it made before making anything.

/** Longer than an upload takes, even with Visma's retries; a crashed upload frees the invoice then. */
const UPLOAD_LEASE_MS = 2 * 60_000;

export class UploadRefusedError extends Error {
  override name = 'UploadRefusedError';
}

export async function uploadInvoice(job: JobContext, invoiceId: number): Promise<'uploaded' | 'not due'> {
  const visma = job.visma;
  if (!visma) throw new UploadRefusedError(VISMA_NOT_SET_UP_MESSAGE);
  const now = job.clock.now();
  const claimed = await claimInvoiceForUpload(
    job.db,
    invoiceId,
    now,
    new Date(now.getTime() + UPLOAD_LEASE_MS),
  );
  if (!claimed) return 'not due';
  try {
    const invoice = await invoiceInVisma(visma, claimed, job.clock.today());
    await storeUploadedInvoice(job.db, invoiceId, {
      number: String(invoice.invoiceNumber),
      uuid: invoice.id,
      status: invoice.status,
    });
    return 'uploaded';
  } catch (error) {
    await releaseUploadLease(job.db, invoiceId);
    // Until someone fixes the article or connects Visma again, every attempt would fail alike.
    if (error instanceof VismaArticleError || error instanceof VismaConnectionError) {
      throw new UploadRefusedError(error.userMessage, { cause: error });
    }
    throw error;
  }
}

async function invoiceInVisma(
  visma: VismaClient,
  claimed: ClaimedInvoice,
  today: string,
): Promise<VismaInvoice> {
  if (!claimed.customerId) throw new UploadRefusedError('Vårdnadshavaren är inte kund i Visma');
  // The fee is VAT-exempt: the rows' net amounts are what the guardian pays.
  const content: VismaInvoiceContent = {
    article: 'preschoolFee',
    rows: claimed.lines.map((line) => ({
      text: line.note ? `${line.description} (${line.note})` : line.description,
      priceOre: line.costOre,
      quantity: 1,
    })),
  };
  if (claimed.triedBefore) {
    const [made] = await visma.invoicesByReference(claimed.reference);
    if (made) return made;
    const [draft] = await visma.draftsByReference(claimed.reference);
    if (draft) return visma.convertDraft(draft.id, content);
  }
  const draft = await visma.createInvoiceDraft({
    ...content,
    customerId: claimed.customerId,
    reference: claimed.reference,
    invoiceDate: today,
  });
  return visma.convertDraft(draft.id, content);
}

/** The upload failed for good: the invoice says why in words for staff, and the screen's poll shows it. */
export async function failInvoiceUpload(job: JobContext, invoiceId: number, error: unknown): Promise<void> {
  await storeUploadError(job.db, invoiceId, `Uppladdningen till Visma misslyckades: ${reasonOf(error)}`);
}

function reasonOf(error: unknown): string {
  if (error instanceof VismaError) return error.userMessage;
  if (error instanceof UploadRefusedError) return error.message;
  return 'Okänt fel. Försök igen om en stund.';
}
