import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { ReminderSettingsSection } from './reminders';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('Settings → Reminders', () => {
  it('turns the daily email on at the chosen hour, in this device’s time zone, and says when the next goes', async () => {
    const { calls } = mockApi({
      'GET /me/reminders': { body: { reminders: { enabled: false, hour: 8, timeZone: 'UTC' } } },
      'PUT /me/reminders': { body: { reminders: { enabled: true, hour: 7, timeZone: zone, nextAt: '2026-11-24T07:00:00.000Z' } } },
    });
    const { user } = renderRoute(<ReminderSettingsSection />);
    const box = await screen.findByRole('checkbox', { name: 'Remind me of my tasks every day' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('combobox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(box);
    await user.selectOptions(screen.getByRole('combobox'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reminders on')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true, hour: 7, timeZone: zone, weekly: false });
    expect(await screen.findByText(/^On: the next one goes /)).toBeInTheDocument();
  });

  it('adds the week in review to reminders that are on, and offers it only with them', async () => {
    const on = { enabled: true, hour: 8, timeZone: zone, weekly: false, nextAt: '2026-11-24T07:00:00.000Z' };
    const { calls } = mockApi({
      'GET /me/reminders': { body: { reminders: on } },
      'PUT /me/reminders': { body: { reminders: { ...on, weekly: true } } },
    });
    const { user } = renderRoute(<ReminderSettingsSection />);
    const weekly = await screen.findByRole('checkbox', { name: /^Also the week in review/ });
    expect(weekly).toBeEnabled();
    await user.click(weekly);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reminders on')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true, hour: 8, timeZone: zone, weekly: true });
    expect(await screen.findByRole('checkbox', { name: /^Also the week in review/ })).toBeChecked();
    // Turning the reminders off takes it with them.
    await user.click(screen.getByRole('checkbox', { name: 'Remind me of my tasks every day' }));
    expect(screen.getByRole('checkbox', { name: /^Also the week in review/ })).toBeDisabled();
  });

  it('says so when the settings cannot be loaded, and offers to try again', async () => {
    mockApi({ 'GET /me/reminders': { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } } });
    renderRoute(<ReminderSettingsSection />);
    expect(await screen.findByText('Your reminder settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
