/**
 * `meta` of a query or mutation: how its failure is reported. By default every failure raises the
 * generic error notice (spec 8); these opt out where the spec handles the failure differently.
 */
export type RequestMeta = {
  /** Never show the error notice. */
  silent?: boolean;
  /** Do not show the error notice for these response status codes. */
  silentStatuses?: readonly number[];
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}
