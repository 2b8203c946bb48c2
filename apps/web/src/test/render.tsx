import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';

export function createTestQueryClient() {
  const queryClient = createQueryClient();
  // Keep the failure reporting of the app's client, without the waits between retries.
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return queryClient;
}

/** Renders routes in a memory router inside the app's providers (query client, theme, notice). */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
