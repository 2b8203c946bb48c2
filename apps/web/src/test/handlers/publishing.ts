import type { TPublishLocation, TPublishRun, TPublishRunItem } from '@kansli/domain/groups/publishing';
import { HttpResponse, http } from 'msw';

// The publish dialog's API for component tests (GET /api/publish/locations, POST /api/publish/runs and
// GET /api/publish/runs/{id}): units in no particular order, and runs answered step by step.

/** In the server's order: not the dialog's, which the dialog makes itself. */
export const publishLocations: TPublishLocation[] = [
  { id: 305, name: 'Vuxenutbildning Komvux' },
  { id: 301, name: 'Gymnasium Centrum' },
  { id: 309, name: 'Stab och ledning' },
  { id: 302, name: 'Grundskola Ekbacken' },
  { id: 310, name: 'Köket Centrum' },
  { id: 303, name: 'Grundskola Almen' },
];

export const ekbackenGroups: TPublishRunItem[] = [
  { id: 71, name: '7A Matematik', status: 'pending', message: '' },
  { id: 72, name: '7B Svenska', status: 'pending', message: '' },
  { id: 73, name: '8A Engelska', status: 'pending', message: '' },
];

/** A run of Grundskola Ekbacken's groups to campus, with the items' outcomes given. */
export function publishRun(run: Partial<TPublishRun> = {}): TPublishRun {
  const items = run.items ?? ekbackenGroups;
  return {
    id: 900,
    locationId: 302,
    locationName: 'Grundskola Ekbacken',
    mode: 'groups',
    campus: true,
    google: false,
    status: 'queued',
    total: items.length,
    done: items.filter((item) => item.status !== 'pending').length,
    failed: items.filter((item) => item.status === 'failed').length,
    items,
    createdAt: '2026-03-10T12:00:00.000Z',
    finishedAt: null,
    ...run,
  };
}

/** The run with its first `count` items ended as given (published unless said otherwise). */
export function runAfter(
  count: number,
  outcomes: Partial<Record<number, Pick<TPublishRunItem, 'status' | 'message'>>> = {},
): TPublishRun {
  const items = ekbackenGroups.map((item, index) =>
    index < count ? { ...item, status: 'published' as const, message: 'Campus', ...outcomes[item.id] } : item,
  );
  const ended = count >= items.length;
  return publishRun({
    items,
    status: ended ? 'done' : 'running',
    finishedAt: ended ? '2026-03-10T12:00:05.000Z' : null,
  });
}

export const publishingHandlers = {
  locations: (locations: readonly TPublishLocation[] = publishLocations) =>
    http.get('/api/publish/locations', () => HttpResponse.json(locations)),
  /** POST /api/publish/runs answers the run (or whatever `answer` makes). */
  start: (answer: TPublishRun | (() => Response) = publishRun()) =>
    http.post('/api/publish/runs', () =>
      typeof answer === 'function' ? answer() : HttpResponse.json(answer, { status: 202 }),
    ),
  /** GET /api/publish/runs/{id} answers the states in turn, then the last one again. */
  polls: (states: readonly (TPublishRun | (() => Response))[]) => {
    let asked = 0;
    return http.get('/api/publish/runs/:id', () => {
      const state = states[Math.min(asked++, states.length - 1)];
      if (state === undefined) return HttpResponse.json(null, { status: 404 });
      return typeof state === 'function' ? state() : HttpResponse.json(state);
    });
  },
};
