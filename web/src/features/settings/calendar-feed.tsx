import { CalendarDays, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { CalendarFeed } from '@contract';
import { feedUrls, useCalendarFeed, useChangeCalendarFeed } from '@/api/calendar/calendar-feed';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { longDateOf } from '@/lib/dates';
import { LoadState } from './load-state';

const CHANGES = {
  reset: {
    title: 'Reset the calendar link?',
    description: 'The current link stops working at once. Calendars subscribed to it need the new link.',
    confirm: 'Reset link',
    done: 'New calendar link ready',
  },
  off: {
    title: 'Turn off the calendar link?',
    description: 'The link stops working at once, and subscribed calendars stop showing your plan.',
    confirm: 'Turn off',
    done: 'Calendar link turned off',
  },
} as const;

/**
 * Settings → Calendar: a private `.ics` address that Google, Apple or Outlook Calendar subscribe to,
 * each planned day an all-day event with its tasks. Stride keeps only its fingerprint, so the link is
 * shown once, when it is made (decision 039); it can be reset (the old link dies at once) or the feed
 * turned off.
 */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [asking, setAsking] = useState<'reset' | 'off'>();
  // The link just made: the server keeps no copy, so it is shown from here until the page is left.
  const [made, setMade] = useState<CalendarFeed & { path: string }>();
  const id = useId();

  const run = (what: 'reset' | 'off' | 'create') =>
    change.mutate(what === 'off' ? 'off' : 'reset', {
      onSuccess: (feed) => {
        setAsking(undefined);
        setMade(feed?.path ? { ...feed, path: feed.path } : undefined);
        if (what !== 'create') toast({ title: CHANGES[what].done });
      },
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'The calendar link could not be changed. Please try again.' }),
    });

  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <CalendarDays className="size-5 text-brand-600" aria-hidden /> Calendar
      </h2>
      <LoadState query={feed} what="calendar link" />
      {feed.isSuccess && !feed.data && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-prose text-sm text-slate-700">
            See your plan in Google, Apple or Outlook Calendar: each planned day as an all-day event with its tasks.
          </p>
          <Button disabled={change.isPending} onClick={() => run('create')}>
            Create calendar link
          </Button>
        </div>
      )}
      {feed.isSuccess && feed.data && (
        <FeedLink
          feed={made?.createdAt === feed.data.createdAt ? made : feed.data}
          busy={change.isPending}
          onReset={() => setAsking('reset')}
          onTurnOff={() => setAsking('off')}
        />
      )}
      <ConfirmDialog
        open={!!asking}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title={asking ? CHANGES[asking].title : ''}
        description={asking ? CHANGES[asking].description : ''}
        confirmLabel={asking ? CHANGES[asking].confirm : ''}
        destructive
        busy={change.isPending}
        onConfirm={() => asking && run(asking)}
      />
    </section>
  );
}

/** The link itself, when just made: to copy, to open in a calendar app; a new one, or off. */
function FeedLink({ feed, busy, onReset, onTurnOff }: { feed: CalendarFeed; busy: boolean; onReset: () => void; onTurnOff: () => void }) {
  const actions = (
    <>
      <Button variant="secondary" disabled={busy} onClick={onReset}>
        Reset link
      </Button>
      <Button variant="ghost" disabled={busy} onClick={onTurnOff}>
        Turn off
      </Button>
    </>
  );
  if (!feed.path) {
    return (
      <div className="mt-2 flex flex-col gap-3">
        <p className="max-w-prose text-sm text-slate-700">
          Your calendar link is on, made {longDateOf(feed.createdAt)}. Stride keeps only a fingerprint of it, so it was shown once, when it
          was made. To subscribe another calendar, reset the link: calendars subscribed to the old one will need the new one.
        </p>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    );
  }
  return <NewLink feed={{ ...feed, path: feed.path }} actions={actions} />;
}

function NewLink({ feed, actions }: { feed: CalendarFeed & { path: string }; actions: React.ReactNode }) {
  const id = useId();
  const { https, webcal } = feedUrls(feed);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(https);
      toast({ title: 'Link copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the link and copy it yourself.' });
    }
  };
  return (
    <div className="mt-2 flex flex-col gap-3">
      <p className="max-w-prose text-sm text-slate-700">
        Subscribe to this address in your calendar app (in Google Calendar: Other calendars → From URL). It is shown this once: Stride keeps
        only a fingerprint of it. Anyone with the link can see your plan, so keep it to yourself — and reset it if it was shared.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-url`} className="sr-only">
          Calendar link
        </label>
        <input
          id={`${id}-url`}
          readOnly
          value={https}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-2 font-mono text-xs"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={webcal}
          className="inline-flex items-center rounded-lg px-3 py-2 text-sm font-medium text-brand-700 underline max-sm:min-h-11"
        >
          Open in my calendar app
        </a>
        {actions}
      </div>
    </div>
  );
}
