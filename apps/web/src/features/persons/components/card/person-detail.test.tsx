import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { elsaCard, personsState, saraCard } from '@/test/handlers/persons.ts';
import { stubPhoneScreen } from '@/test/wide-screen.ts';
import { axeTags, renderPersonCard } from '../persons-test-utils.tsx';

const ELSA = 10;
const SARA = 11;

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('PersonDetail', () => {
  it('shows the header with initials for a person without a picture, and the card’s buttons', async () => {
    renderPersonCard(ELSA);
    const card = within(await screen.findByRole('article', { name: 'Elsa Berg' }));
    expect(card.getByRole('heading', { name: 'Elsa Berg', level: 2 })).toBeDefined();
    expect(card.getByText('EB')).toBeDefined();
    expect(card.getByRole('button', { name: 'Publicera' })).toBeDefined();
    expect(card.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Enhetsroller',
      'Personuppgifter',
      'Vårdnadshavare',
      'E-post',
      'Telefon',
      'System',
      'Chromebooks',
      'Synkronisering',
      'Historik',
    ]);
  });

  it('shows the personal data read-only', async () => {
    renderPersonCard(ELSA);
    await screen.findByRole('article', { name: 'Elsa Berg' });
    const data = section('Personuppgifter');
    const fields = ['Förnamn', 'Efternamn', 'Personnummer'].map(
      (name) => data.getByRole('textbox', { name }) as HTMLInputElement,
    );
    expect(fields.map((field) => field.value)).toEqual(['Elsa', 'Berg', '20100315-1234']);
    expect(fields.every((field) => field.readOnly)).toBe(true);
  });

  it('shows the system ids, the campus link, the Chromebooks and the sync times in sv-SE', async () => {
    renderPersonCard(ELSA);
    await screen.findByRole('article', { name: 'Elsa Berg' });
    expect(section('System').getByText('schoolsoft: ss-1001')).toBeDefined();
    expect(section('System').getByRole('link', { name: 'campus: c-10' }).getAttribute('href')).toBe(
      elsaCard.extension.campusUrl,
    );
    expect(section('Chromebooks').getByText('Acer Chromebook 314')).toBeDefined();
    expect(
      section('Chromebooks').getByText('Serienummer SN-0001 · Senast synkad 2026-01-12 08:30'),
    ).toBeDefined();
    const times = section('Synkronisering')
      .getAllByRole('definition')
      .map((time) => time.textContent);
    expect(times).toEqual(['2024-08-01 10:00', '2026-01-10 09:00', '2026-01-10 09:05']);
  });

  it('writes - for a time that is missing, and says when lists are empty', async () => {
    renderPersonCard(SARA);
    await screen.findByRole('article', { name: 'Sara Berg' });
    expect(section('Synkronisering').getAllByRole('definition')[2]?.textContent).toBe('-');
    expect(section('Chromebooks').getByText('Inga Chromebooks')).toBeDefined();
    expect(section('System').getByText('Inga system')).toBeDefined();
    expect(section('Telefon').getByText('Inga telefonnummer')).toBeDefined();
    expect(await section('Enhetsroller').findByText('Inga enhetsroller')).toBeDefined();
  });

  it('shows at most 3 Chromebooks, by order', async () => {
    const device = elsaCard.extension.chromeDevices[0];
    if (!device) throw new Error('Elsa has a Chromebook');
    const devices = [4, 2, 3, 1].map((order) => ({
      ...device,
      deviceId: `d-${order}`,
      model: `Modell ${order}`,
      order,
    }));
    const state = personsState([
      { ...saraCard, extension: { ...saraCard.extension, chromeDevices: devices } },
    ]);
    renderPersonCard(SARA, { state });
    await screen.findByRole('article', { name: 'Sara Berg' });
    const models = section('Chromebooks')
      .getAllByText(/^Modell/)
      .map((model) => model.textContent);
    expect(models).toEqual(['Modell 1', 'Modell 2', 'Modell 3']);
  });

  it('fills a phone’s screen with the edit dialogs', async () => {
    stubPhoneScreen();
    renderPersonCard(ELSA);
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera e-post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera e-post' });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
  });

  it('has no accessibility violations in the edit dialogs', async () => {
    renderPersonCard(ELSA);
    for (const name of [
      'Redigera enhetsroller',
      'Redigera vårdnadshavare',
      'Redigera e-post',
      'Redigera telefonnummer',
    ]) {
      await userEvent.click(await screen.findByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name });
      expect((await axe.run(dialog, axeTags)).violations.map((v) => `${name} ${v.id}: ${v.help}`)).toEqual(
        [],
      );
      await userEvent.keyboard('{Escape}');
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});
