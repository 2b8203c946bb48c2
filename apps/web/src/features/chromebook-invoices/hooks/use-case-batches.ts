import type { TBatchAction, TChromebookInvoice } from '@kansli/domain/chromebooks/invoice';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useCallback, useRef, useState } from 'react';
import { errorNoticeText } from '@/lib/api-client.ts';
import { useCreateVismaCustomer } from '../api/create-visma-customer.ts';
import { useDeproviseDevice } from '../api/deprovise-device.ts';
import { invoiceQueryKeys } from '../api/query-keys.ts';
import { useRegisterCase } from '../api/register-case.ts';
import { useSendToVisma } from '../api/send-to-visma.ts';
import type { CaseRow, RowWork } from './case-rows.ts';

export type BatchRun = { action: TBatchAction; done: number; total: number };

/**
 * The four batch actions of spec 4: the selected rows one after another, each showing its step at
 * work, done or failed with the reason; a failed row can be run again alone. Only one batch runs at a
 * time, which a second click cannot get past (the guard is a ref, set before the first render).
 */
export function useCaseBatches(rows: readonly CaseRow[], setRows: Dispatch<SetStateAction<CaseRow[]>>) {
  const step = useCaseSteps();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<BatchRun | null>(null);
  const running = useRef(false);

  const setWork = useCallback(
    (key: string, work: RowWork, invoice?: TChromebookInvoice) =>
      setRows((current) =>
        current.map((row) => (row.key === key ? { ...row, work, invoice: invoice ?? row.invoice } : row)),
      ),
    [setRows],
  );

  const runOn = useCallback(
    async (action: TBatchAction, targets: readonly CaseRow[]) => {
      if (running.current || targets.length === 0) return;
      running.current = true;
      setRun({ action, done: 0, total: targets.length });
      try {
        for (const [index, row] of targets.entries()) {
          setWork(row.key, { state: 'working', action });
          try {
            setWork(row.key, { state: 'done', action }, await step(action, row.invoice));
          } catch (error) {
            setWork(row.key, { state: 'failed', action, message: errorNoticeText(error) });
          }
          setRun({ action, done: index + 1, total: targets.length });
        }
      } finally {
        running.current = false;
        setRun(null);
        // The search tab finds the cases as they now stand.
        void queryClient.invalidateQueries({ queryKey: invoiceQueryKeys.searches });
      }
    },
    [step, setWork, queryClient],
  );

  /** Runs the action on the selected rows, in the table's order. */
  const runBatch = (action: TBatchAction) =>
    runOn(
      action,
      rows.filter((row) => row.selected),
    );

  /** Runs a failed row's step again, on that row alone. */
  const retryRow = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (row?.work?.state === 'failed') void runOn(row.work.action, [row]);
  };

  return { run, runBatch, retryRow };
}

/** One step on one case: the call, and the case as its answer leaves it. */
function useCaseSteps() {
  const register = useRegisterCase();
  const createCustomer = useCreateVismaCustomer();
  const send = useSendToVisma();
  const deprovise = useDeproviseDevice();

  return useCallback(
    async (action: TBatchAction, invoice: TChromebookInvoice): Promise<TChromebookInvoice> => {
      switch (action) {
        case 'register':
          return register.mutateAsync(invoice);
        case 'createCustomer': {
          const { data } = await createCustomer.mutateAsync(invoice);
          return { ...invoice, vismaCustomerId: data.vismaCustomerId };
        }
        case 'send': {
          const answer = await send.mutateAsync(invoice);
          return {
            ...invoice,
            isRegisteredInVisma: true,
            vismaStatus: 'open',
            systemIds: { ...invoice.systemIds, visma: answer.invoiceNumber ?? answer.invoiceId },
            extension: { ...invoice.extension, vismaInvoiceId: answer.invoiceId },
          };
        }
        case 'deprovise': {
          const answer = await deprovise.mutateAsync({
            name: invoice.name,
            email: invoice.student.extension.email ?? '',
            serialNumber: invoice.systemIds.chromedevice ?? '',
          });
          return {
            ...invoice,
            isChromedeviceDeprovised: answer.isChromedeviceDeprovised,
            chromedeviceStatus: answer.chromedeviceStatus,
          };
        }
      }
    },
    // mutateAsync is stable across renders; the mutation objects are not.
    [register.mutateAsync, createCustomer.mutateAsync, send.mutateAsync, deprovise.mutateAsync],
  );
}
