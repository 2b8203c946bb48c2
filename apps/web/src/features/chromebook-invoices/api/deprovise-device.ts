import type { TDeproviseResponse } from '@kansli/domain/chromebooks/invoice';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type DeproviseRequest = { name: string; email: string; serialNumber: string };

/** POST /api/invoices/chromebooks/deprovise: releases the device from the directory (cannot be undone). */
export function deproviseDevice(body: DeproviseRequest) {
  return api.post<TDeproviseResponse>('/api/invoices/chromebooks/deprovise', body);
}

export function useDeproviseDevice() {
  return useMutation({ mutationFn: deproviseDevice });
}
