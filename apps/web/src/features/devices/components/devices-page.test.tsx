import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { devicesHandlers, pupilDevice, spareDevice } from '@/test/handlers/devices.ts';
import { heldAnswer } from '@/test/handlers/person-actions.ts';
import { renderRoutes } from '@/test/render.tsx';
import { recordRequests, server } from '@/test/server.ts';
import { DEVICE_SEARCH_PLACEHOLDER, DevicesPage } from './devices-page.tsx';

const axeTags = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

function renderDevicesPage(entry = '/devices', handlers: Parameters<typeof server.use> = []) {
  server.use(
    ...handlers,
    authorizationHandlers.authorization(demoAuthorizations.admin),
    ...devicesHandlers(),
  );
  const page = <DevicesPage />;
  return renderRoutes(
    [
      { path: '/devices', element: page },
      { path: '/devices/:id', element: page },
      { path: '/person', element: <h1>Personsidan</h1> },
    ],
    entry,
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Sök Chromebook' });
const hits = () => within(screen.getByRole('list', { name: 'Sökresultat' })).getAllByRole('link');
const deviceSearches = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/api/integration/chromedevices')
    .map((request) => new URL(request.url).searchParams.get('search'));
const field = (card: HTMLElement, label: string) => {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('DevicesPage', () => {
  it('shows 8 skeletons while the search loads, then device cards with model and serial number', async () => {
    const { held, release } = heldAnswer();
    renderDevicesPage('/devices', [
      http.get('/api/integration/chromedevices', async () => {
        await held;
        return undefined;
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Chromedatorer', level: 1 })).toBeDefined();
    const loading = await screen.findByRole('status', { name: 'Hämtar Chromebooks' });
    expect(within(loading).getAllByTestId('device-skeleton')).toHaveLength(8);
    release();
    await waitFor(() => expect(hits()).toHaveLength(3));
    expect(hits()[0]?.textContent).toBe('Lenovo 100e Chromebook Gen 45CD1234ABC');
    expect(screen.getByText('Ingen Chromebook är vald.')).toBeDefined();
    expect(screen.getByPlaceholderText(DEVICE_SEARCH_PLACEHOLDER)).toBeDefined();
    expect(DEVICE_SEARCH_PLACEHOLDER).toBe('serienummer');
  });

  it('searches 500 ms after the last key and sends the request 100 ms later, once', async () => {
    const requests = recordRequests();
    const { router } = renderDevicesPage('/devices');
    await waitFor(() => expect(hits()).toHaveLength(3));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchBox(), { target: { value: '5CD' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(searchBox(), { target: { value: '5cd98' } });
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?search=5cd98');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(deviceSearches(requests)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(deviceSearches(requests)).toEqual(['', '5cd98']);
    await vi.waitFor(() => expect(hits()).toHaveLength(1));
    expect(hits()[0]?.textContent).toContain(spareDevice.serialNumber);
  });

  it('says so when nothing is found', async () => {
    renderDevicesPage('/devices?search=ingen');
    expect(await screen.findByText('Inga Chromebooks hittades')).toBeDefined();
  });

  it('opens the card with every field, the disks in 1024 steps and the users leading to their person', async () => {
    const user = userEvent.setup();
    const { router } = renderDevicesPage('/devices?search=5CD1234');
    await waitFor(() => expect(hits()).toHaveLength(1));
    await user.click(hits()[0] as HTMLElement);
    expect(router.state.location.pathname).toBe(`/devices/${pupilDevice.deviceId}`);
    expect(router.state.location.search).toBe('?search=5CD1234');

    const card = screen.getByRole('article', { name: 'Lenovo 100e Chromebook Gen 4 5CD1234ABC' });
    expect(field(card, 'Status')).toBe('Aktiv');
    expect(within(card).getByTestId('device-active')).toBeDefined();
    expect(field(card, 'Användare')).toBe('elsa.lind@elev.kansli.test');
    expect(field(card, 'Organisationsenhet')).toBe('/Elever');
    expect(field(card, 'RAM')).toBe('4 GB');
    expect(field(card, 'Uppdateringar upphör')).toBe('2033-06-01');
    expect(field(card, 'OS-version')).toBe('130.0.6723.116');
    expect(field(card, 'Startläge')).toBe('Verifierat läge');
    expect(field(card, 'Firmware-version')).toBe('Google_Nissa.15199.201.0');
    expect(field(card, 'MAC-adress')).toBe('0A:1B:2C:3D:4E:5F');
    expect(field(card, 'Enhets-id')).toBe(pupilDevice.deviceId);
    expect(field(card, 'Senast synkad')).toBe('2026-03-10 08:45');

    const bar = within(card).getByRole('progressbar', { name: 'Ledigt utrymme på /home/chronos' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByText('8 GB ledigt av 32 GB')).toBeDefined();
    expect(within(card).getByText('0 Bytes ledigt av 0 Bytes')).toBeDefined();

    const admin = within(card).getByRole('link', { name: 'Öppna i Google Admin' });
    expect(admin.getAttribute('href')).toBe(
      `https://admin.google.com/ac/chrome/devices/${pupilDevice.deviceId}`,
    );
    expect(admin.getAttribute('target')).toBe('_blank');

    const users = within(within(card).getByRole('region', { name: 'Senaste användare' })).getAllByRole(
      'listitem',
    );
    expect(users.map((item) => item.textContent)).toEqual([
      'elsa.lind@elev.kansli.test',
      'larare@kansli.test',
      'Okänd användare',
    ]);
    await user.click(within(users[1] as HTMLElement).getByRole('link'));
    expect(router.state.location.pathname).toBe('/person');
    expect(router.state.location.search).toBe('?search=larare%40kansli.test');
  });

  it('opens a device by its address alone, without a check icon when not active, and a missing one says so', async () => {
    renderDevicesPage(`/devices/${spareDevice.deviceId}?search=ingen`);
    const card = await screen.findByRole('article', { name: 'HP Chromebook 14 G7 5CD9876XYZ' });
    expect(within(card).queryByTestId('device-active')).toBeNull();
    expect(field(card, 'Status')).toBe('Avregistrerad');
    expect(field(card, 'Startläge')).toBe('-');
    expect(within(card).getByText('Inga diskvolymer rapporterade')).toBeDefined();
    expect(within(card).getByText('Inga användare')).toBeDefined();
    expect(field(card, 'MAC-adress')).toBe('-');
  });

  it('says when the device in the address does not exist', async () => {
    renderDevicesPage('/devices/okand-enhet');
    expect(await screen.findByText('Chromebooken finns inte.')).toBeDefined();
  });

  it('can be used with the keyboard alone and has no axe violations', async () => {
    const user = userEvent.setup();
    const { router, container } = renderDevicesPage('/devices');
    await waitFor(() => expect(hits()).toHaveLength(3));
    await user.tab();
    expect(document.activeElement).toBe(searchBox());
    await user.tab();
    expect(document.activeElement).toBe(hits()[0]);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/devices/${pupilDevice.deviceId}`);
    await screen.findByRole('article', { name: /5CD1234ABC/ });
    const results = await axe.run(container, axeTags);
    expect(results.violations).toEqual([]);
  });
});
