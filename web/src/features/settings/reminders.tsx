import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReminderSettings } from '@contract';
import { useReminders, useSaveReminders } from '@/api/reminders/reminders';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/toast';
import { config } from '@/config/runtime-config';
import { deviceDayTimeOf, deviceHour, deviceTimeZone } from '@/lib/dates';
import { LoadState } from './load-state';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Settings → Reminders: an email with the day's tasks, every day at the hour the user picks, in this
 * device's time zone. Every email carries a one-click unsubscribe link.
 */
export function ReminderSettingsSection() {
  // An install without an email sender (deployed without sesFromEmail) sends no reminders.
  return config().remindersEnabled ? <Reminders /> : null;
}

function Reminders() {
  const id = useId();
  const reminders = useReminders();
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <BellRing className="size-5 text-brand-600" aria-hidden /> Reminders
      </h2>
      <LoadState query={reminders} what="reminder settings" />
      {/* Saved settings start the form afresh. */}
      {reminders.isSuccess && (
        <ReminderForm
          key={`${reminders.data.enabled}-${reminders.data.hour}-${reminders.data.timeZone}-${!!reminders.data.weekly}`}
          current={reminders.data}
        />
      )}
    </section>
  );
}

function ReminderForm({ current }: { current: ReminderSettings }) {
  const save = useSaveReminders();
  const [enabled, setEnabled] = useState(current.enabled);
  const [hour, setHour] = useState(current.hour);
  const [weekly, setWeekly] = useState(!!current.weekly);
  const timeZone = deviceTimeZone();
  const changed =
    enabled !== current.enabled || (enabled && (hour !== current.hour || timeZone !== current.timeZone || weekly !== !!current.weekly));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { enabled, hour, timeZone, ...(enabled && { weekly }) },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.enabled ? 'Reminders on' : 'Reminders off',
            description: saved.enabled
              ? `Every day at ${deviceHour(saved.hour)} (${saved.timeZone}).`
              : 'Stride won’t email you reminders.',
          }),
        onError: (error) => toast({ variant: 'destructive', title: 'Error', description: error.message }),
      },
    );
  };

  return (
    <form className="mt-2 space-y-3" onSubmit={submit}>
      <p className="max-w-prose text-sm text-slate-700">An email with the day’s tasks of every goal and your own, once a day.</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 text-sm font-medium">
          <Checkbox checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          Remind me of my tasks every day
        </label>
        <label className="flex items-center gap-2 text-sm">
          at
          <select
            value={hour}
            disabled={!enabled}
            onChange={(e) => setHour(Number(e.target.value))}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:text-slate-400 max-sm:min-h-11"
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {deviceHour(h)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" disabled={!changed || save.isPending}>
          Save
        </Button>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox checked={enabled && weekly} disabled={!enabled} onChange={(e) => setWeekly(e.target.checked)} />
        <span>Also the week in review: the morning after a week of a goal ends, how it went and one question that shapes the next</span>
      </label>
      <p className="text-sm text-slate-600">
        {current.enabled && current.nextAt
          ? `On: the next one goes ${deviceDayTimeOf(current.nextAt, current.timeZone)} (${current.timeZone}).`
          : `Off. The hour is on this device’s clock (${timeZone}).`}
      </p>
    </form>
  );
}
