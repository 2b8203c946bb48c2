import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { axeTags, renderInvoicesPage } from './chromebook-invoices-test-utils.tsx';

const FRESHSERVICE_TAB = '/device-invoice-list?tab=freshservice';
const fetchButton = () => screen.getByRole('button', { name: 'Hämta' }) as HTMLButtonElement;

describe('the Freshservice tab’s ways on', () => {
  it("says why 'Hämta' is off until a unit is chosen, and stops saying it once one is", async () => {
    const user = userEvent.setup();
    const { container } = renderInvoicesPage(FRESHSERVICE_TAB);
    const unit = await screen.findByRole('checkbox', { name: '4203 Grundskolan Ekbacken' });

    expect(fetchButton().disabled).toBe(true);
    expect(screen.getByText('Välj minst en enhet för att kunna hämta ärenden.')).toBeDefined();
    expect(
      screen.getByRole('button', {
        name: 'Hämta',
        description: 'Välj minst en enhet för att kunna hämta ärenden.',
      }),
    ).toBeDefined();
    expect((await axe.run(container, axeTags)).violations).toEqual([]);

    await user.click(unit);
    expect(fetchButton().disabled).toBe(false);
    expect(screen.queryByText('Välj minst en enhet för att kunna hämta ärenden.')).toBeNull();
  });

  it('links a case whose guardian lacks an e-mail to the guardian’s person card', async () => {
    const user = userEvent.setup();
    const { container } = renderInvoicesPage(FRESHSERVICE_TAB);
    await user.click(await screen.findByRole('checkbox', { name: '4203 Grundskolan Ekbacken' }));
    await user.click(fetchButton());

    const row = await screen.findByTestId('case-703');
    expect(within(row).getByText('Vårdnadshavare e-postadress saknas')).toBeDefined();
    const link = within(row).getByRole('link', { name: 'Lägg till e-postadress för Maria Ek' });
    // Found by civic number, which names one person.
    expect(link.getAttribute('href')).toBe('/person?search=19800101-1234');
    // Cases with a guardian's e-mail have no such link.
    expect(within(screen.getByTestId('case-701')).queryByRole('link')).toBeNull();
    expect((await axe.run(container, axeTags)).violations).toEqual([]);
  });
});
