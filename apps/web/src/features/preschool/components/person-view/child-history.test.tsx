import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEvents, auditHandlers } from '@/test/handlers/audit.ts';
import { ella, ellaInOverview, preschoolHandlers } from '@/test/handlers/preschool.ts';
import { pathOf, recordRequests, server } from '@/test/server.ts';
import { ChildView } from './child-view.tsx';
import { renderInScreen, testScreen, todayIs } from './test-utils.tsx';

const axeTags = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };
const historyOf = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname.endsWith('/history')).map(pathOf);

describe('the child view’s Historik', () => {
  beforeEach(() => {
    todayIs();
    server.use(preschoolHandlers.overview([ellaInOverview]));
  });
  afterEach(() => vi.useRealTimers());

  it('reads the child’s history at the unit when opened, newest first, a page at a time', async () => {
    const user = userEvent.setup();
    server.use(auditHandlers.childHistory(auditEvents(), 3));
    const requests = recordRequests();
    renderInScreen(<ChildView child={ella} />);
    const toggle = await screen.findByRole('button', { name: 'Visa historik' });
    expect(historyOf(requests)).toEqual([]);

    await user.click(toggle);
    const list = within(await screen.findByRole('list', { name: 'Historik' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]?.textContent).toContain('Karl Lind som Sara Berg');
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(4));
    expect(historyOf(requests)).toEqual([
      `/api/preschool/4101/child/${ella.id}/history`,
      `/api/preschool/4101/child/${ella.id}/history?before=20`,
    ]);

    const changed = list.getAllByRole('listitem')[2] as HTMLElement;
    await user.click(within(changed).getByRole('button', { name: 'Visa före och efter' }));
    expect(within(changed).getByRole('region', { name: 'Före' }).textContent).toContain('070-111 11 11');
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('is not offered without access to edit at the unit', async () => {
    renderInScreen(<ChildView child={ella} />, testScreen({ canEdit: false }));
    expect(await screen.findByRole('heading', { name: 'Ella Berg', level: 2 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Historik' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Visa historik' })).toBeNull();
  });
});
