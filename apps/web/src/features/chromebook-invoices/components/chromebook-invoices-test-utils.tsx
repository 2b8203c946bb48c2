import type { RequestHandler } from 'msw';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import {
  type ChromebookInvoicesState,
  chromebookInvoicesHandlers,
  chromebookInvoicesState,
} from '@/test/handlers/chromebook-invoices.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { ChromebookInvoicesPage } from './chromebook-invoices-page.tsx';

type RenderOptions = {
  state?: ChromebookInvoicesState;
  /** Handlers that answer before the state's (a held or failing answer). */
  handlers?: RequestHandler[];
  betweenUnitsMs?: number;
};

/** The invoice underlay at the address, signed in as the administrator. */
export function renderInvoicesPage(entry = '/device-invoice-list', options: RenderOptions = {}) {
  const { state = chromebookInvoicesState(), handlers = [], betweenUnitsMs = 0 } = options;
  server.use(
    ...handlers,
    authorizationHandlers.authorization(demoAuthorizations.admin),
    ...chromebookInvoicesHandlers(state),
  );
  const rendered = renderRoutes(
    [{ path: '/device-invoice-list', element: <ChromebookInvoicesPage betweenUnitsMs={betweenUnitsMs} /> }],
    entry,
  );
  return { ...rendered, state };
}

export const axeTags = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};
