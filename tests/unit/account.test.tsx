import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleState } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { formatDate } from '../../src/locale/format';
import { displayTimeZone, isTimeZone, setDisplayTimeZone, timeZones, zoneLabel } from '../../src/locale/timeZone';
import { ConfirmProvider } from '../../src/engine/ConfirmProvider';
import { createAppQueryClient } from '../../src/providers/queryClient';
import { Account } from '../../src/screens/settings/screens';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';

/**
 * The Account page (SPEC §3 "Account info"): username, sign-in email, language,
 * time zone and contact preferences, read and saved as `settings/account` through the API
 * (the demo API in demo mode), with the verification flag shown read-only. Saving applies the
 * language to the interface and the zone to every date-time shown.
 */
const { requests, store } = withDemoServer();
afterEach(cleanup);
beforeEach(() => {
  setDisplayTimeZone(undefined);
  localStorage.clear();
});

describe('the time zone date-times are shown in', () => {
  const instant = '2026-03-15T22:30:00Z';
  it.each([
    ['Asia/Riyadh', /16 Mar 2026.*01:30/],
    ['America/Los_Angeles', /15 Mar 2026.*15:30/],
    ['UTC', /15 Mar 2026.*22:30/],
  ])('shows an instant in %s, and keeps the choice', (zone, shown) => {
    setDisplayTimeZone(zone);
    expect(formatDate('en', instant, true)).toMatch(shown);
    expect(displayTimeZone()).toBe(zone);
    expect(localStorage.getItem('time_zone')).toBe(zone);
  });

  it('never moves a date-only value, whatever the zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Riyadh']) {
      setDisplayTimeZone(zone);
      expect(formatDate('en', '2026-03-15')).toBe('15 Mar 2026');
    }
  });

  it('refuses a zone Intl does not know, and goes back to the browser zone', () => {
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(displayTimeZone()).toBeUndefined();
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('')).toBe(false);
    expect(timeZones()).toContain('Asia/Riyadh');
    expect(timeZones()).toContain('UTC');
    expect(zoneLabel('en', 'America/Los_Angeles', new Date('2026-01-15T00:00:00Z'))).toBe('America/Los Angeles (GMT-8)');
  });
});

async function signedIn() {
  const p = createTestProviders();
  await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  requests.length = 0;
  return p;
}

const put = (body: Record<string, unknown>, token: string) =>
  fetch(`${API}/settings/account`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify(body),
  });

describe('the demo API: GET|PUT settings/account', () => {
  const valid = {
    username: 'noura',
    email: 'admin@demo.test',
    language: 'en',
    time_zone: 'Europe/Madrid',
    digits: 'arabic_indic',
    calendar: 'gregorian_hijri',
    notify_email: false,
    notify_sms: true,
    notify_phone: false,
  };

  it("answers the signed-in operator's account, with the verification flag", async () => {
    await signedIn();
    const r = await fetch(`${API}/settings/account`, { headers: { Authorization: `Bearer ${localStorage.getItem('id_token')}` } });
    expect(await r.json()).toMatchObject({
      id: 'account',
      username: 'admin',
      email: 'admin@demo.test',
      time_zone: 'Asia/Riyadh',
      digits: 'latin',
      calendar: 'gregorian',
      verified: true,
    });
  });

  it.each([
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
    ['a language outside ar, en, es', { language: 'fr' }, 'language'],
    ['digits that are not Latin or Arabic-Indic', { digits: 'roman' }, 'digits'],
    ['a calendar that is not offered', { calendar: 'julian' }, 'calendar'],
    ['a username of spaces', { username: '   ' }, 'username'],
    ['a malformed email', { email: 'admin@' }, 'email'],
    ["another account's email", { email: 'viewer@demo.test' }, 'email'],
  ])('refuses %s with 422 on its field, and saves nothing', async (_name, change, field) => {
    await signedIn();
    const token = localStorage.getItem('id_token')!;
    const r = await put({ ...valid, ...change }, token);
    expect(r.status).toBe(422);
    expect(Object.keys(((await r.json()) as { errors: Record<string, unknown> }).errors)).toEqual([field]);
    expect(store.list('settings').some((s) => s.key === 'account:1')).toBe(false);
  });

  it('saves a valid account; the email becomes the sign-in email', async () => {
    await signedIn();
    const token = localStorage.getItem('id_token')!;
    const r = await put({ ...valid, email: 'noura@demo.test', verified: false }, token);
    expect(r.status).toBe(200);
    // `verified` is the server's to say: a client cannot set it.
    expect(await r.json()).toMatchObject({ email: 'noura@demo.test', time_zone: 'Europe/Madrid', notify_sms: true, verified: true });
    expect(store.accounts().find((a) => a.id === 1)?.email).toBe('noura@demo.test');
  });
});

function LocaleProbe() {
  const [locale] = useLocaleState();
  return <output data-testid="locale">{locale}</output>;
}

describe('the Account page', () => {
  it('shows the account with its verification, and saves it with ONE PUT that applies language and zone', async () => {
    const p = await signedIn();
    render(
      <MemoryRouter initialEntries={['/account']}>
        <AdminContext
          dataProvider={p.dataProvider}
          authProvider={p.authProvider}
          i18nProvider={createI18nProvider('en', en)}
          queryClient={createAppQueryClient()}
        >
          <ConfirmProvider>
            <Account />
            <LocaleProbe />
          </ConfirmProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    const username = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="username"]');
      expect(input?.value).toBe('admin');
      return input!;
    });
    expect(screen.getByTestId('account-verified')).toHaveTextContent(en.screens.account.verified);
    // Opening the page applies the account's saved zone to this browser.
    await waitFor(() => expect(displayTimeZone()).toBe('Asia/Riyadh'));
    expect(screen.getByLabelText(en.resources.settings_account.fields.notify_email)).toBeChecked();

    await userEvent.clear(username);
    await userEvent.type(username, 'noura.h');
    const zone = screen.getByRole('combobox', { name: new RegExp(en.resources.settings_account.fields.time_zone) });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Los Angeles');
    await userEvent.click(await screen.findByRole('option', { name: /America\/Los Angeles/ }));
    requests.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(displayTimeZone()).toBe('America/Los_Angeles'));
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0].url.pathname).toBe('/api/settings/account');
    expect(store.list('settings').find((s) => s.key === 'account:1')).toMatchObject({
      username: 'noura.h',
      time_zone: 'America/Los_Angeles',
    });
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
  });
});
