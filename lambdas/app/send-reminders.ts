import { dateIn } from '../../contract/schedule';
import { reminderMail } from '../domain/reminder-mail';
import { runAt } from '../domain/reminder-time';
import { count, logger, mailFailure, METRIC, userHash } from '../observability';
import { listPersonalTasks } from '../store/personal-task';
import { listGoalSummaries } from '../store/read-goal';
import { claimReminder, dueReminders, reminderRecipient, releaseReminder, type DueReminder } from '../store/reminder';

/** How a reminder leaves: SES when deployed, the local outbox in `npm start` — the same code path up to here. */
export interface Mailer {
  /** `oneClickUnsubscribeUrl`: the API address mail clients post to (List-Unsubscribe); the text has the page's. */
  send(mail: { to: string; subject: string; text: string; oneClickUnsubscribeUrl: string }): Promise<void>;
}

export interface Links {
  /** The web app, for "Open Stride" and the unsubscribe page. */
  appUrl: string;
  /** The API, for the one-click List-Unsubscribe header (RFC 8058). */
  apiUrl: string;
}

/** Reminders composed and sent at once within a run. */
const PARALLEL = 10;

export interface RunResult {
  due: number;
  sent: number;
  /** Taken by another run, nothing to do today, or an account being deleted. */
  skipped: number;
  failed: number;
}

/**
 * One hourly run: every reminder due in it (or in the two runs before, if one was missed) is taken,
 * composed from the user's tasks of today in their zone, and sent; one whose email fails is given back
 * for the run's retry. Answers what happened; the caller decides whether a failure fails the run.
 */
export async function sendDueReminders(now: Date, mailer: Mailer, links: Links): Promise<RunResult> {
  const due = await dueReminders(runAt(now));
  const result: RunResult = { due: due.length, sent: 0, skipped: 0, failed: 0 };
  // A few at a time: each is five or six reads and writes and an email, and a run has minutes, not hours.
  for (let i = 0; i < due.length; i += PARALLEL) {
    const outcomes = await Promise.all(
      due.slice(i, i + PARALLEL).map((reminder) =>
        sendOne(reminder, now, mailer, links).catch((error: unknown) => {
          logger.error('Reminder not sent', { user: userHash(reminder.userId), error: mailFailure(error) });
          return 'failed' as const;
        }),
      ),
    );
    for (const outcome of outcomes) result[outcome]++;
  }
  if (result.sent) count(METRIC.remindersSent, result.sent);
  return result;
}

async function sendOne(reminder: DueReminder, now: Date, mailer: Mailer, links: Links): Promise<'sent' | 'skipped' | 'failed'> {
  const { userId, timeZone } = reminder;
  const recipient = await reminderRecipient(reminder);
  // A deleted account (its deletion under way, or done) gets nothing.
  const to = recipient.email;
  if (recipient.deleted || !to) return 'skipped';
  const today = dateIn(now, timeZone);
  if (!(await claimReminder(reminder, today, now))) return 'skipped';
  try {
    const [goals, personal] = await Promise.all([listGoalSummaries(userId), listPersonalTasks(userId, { view: 'today', timeZone, now })]);
    const mail = reminderMail({
      name: recipient.name,
      goals: goals
        .filter((g) => g.status === 'ready' && !g.archivedAt && g.currentDay && !g.currentDay.isCompleted)
        .map((g) => ({
          title: g.title,
          day: `${g.currentWeek ? `Week ${g.currentWeek.number}, ` : ''}Day ${g.currentDay!.number}`,
          tasks: g.currentDay!.tasks.filter((t) => !t.completed),
        })),
      personal: personal.filter((t) => !t.completed),
      appUrl: links.appUrl,
      unsubscribeUrl: `${links.appUrl}/unsubscribe?token=${encodeURIComponent(reminder.token)}`,
    });
    if (!mail) return 'skipped';
    await mailer.send({
      to,
      ...mail,
      oneClickUnsubscribeUrl: `${links.apiUrl}/reminders/unsubscribe/${encodeURIComponent(reminder.token)}`,
    });
    return 'sent';
  } catch (error) {
    await releaseReminder(reminder, today);
    throw error;
  }
}
