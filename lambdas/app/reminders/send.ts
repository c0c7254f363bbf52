import type { GoalSummary } from '../../../contract';
import { addDays, dateIn, todayIn } from '../../../contract/schedule';
import { reminderMail, weekInReviewMail } from '../../domain/reminders/mail';
import { runAt } from '../../domain/reminders/time';
import { count, logger, mailFailure, METRIC, userHash } from '../../observability';
import { isAccountDeleted } from '../../store/account-guard';
import { listPersonalTasks } from '../../store/personal-task';
import { profileContact } from '../../store/profile';
import { listGoalSummaries } from '../goals/summaries';
import { weekReviews } from '../reviews/read';
import { claimReminder, dueReminders, releaseReminder, type DueReminder } from '../../store/reminder';

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
 * composed from the user's tasks of today in their zone, and sent — with, when asked for, the week in
 * review of each goal whose week ended yesterday; one whose email fails is given back
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

/** The week in review of each goal whose week ended yesterday (in its own zone) and was not reviewed yet. */
async function weekInReview(userId: string, name: string, goals: GoalSummary[], now: Date, appUrl: string, unsubscribeUrl: string) {
  const ended = goals.filter((g) => !g.archivedAt && g.reviewDue && g.reviewDue.endedOn === addDays(todayIn(g.schedule.timeZone, now), -1));
  const weeks = await Promise.all(
    ended.map(async (g) => {
      const review = (await weekReviews(userId, g.id, now)).find((r) => r.week === g.reviewDue!.week)!;
      return {
        goalTitle: g.title,
        week: review.week,
        planned: review.planned,
        done: review.done,
        ...(review.milestone && { milestone: review.milestone }),
        url: `${appUrl}/goal/${encodeURIComponent(g.id)}`,
      };
    }),
  );
  return weekInReviewMail({ name, weeks, unsubscribeUrl });
}

/**
 * Whom a due reminder goes to, read now rather than from the reminder item: the profile's address and
 * name (the reminder's copies are a fallback), and whether the account's deletion has begun.
 */
async function recipientOf(due: DueReminder): Promise<{ deleted: boolean; email: string; name: string }> {
  const [deleted, contact] = await Promise.all([isAccountDeleted(due.userId), profileContact(due.userId)]);
  return { deleted, email: contact.email || due.email || '', name: contact.name || due.name || '' };
}

async function sendOne(reminder: DueReminder, now: Date, mailer: Mailer, links: Links): Promise<'sent' | 'skipped' | 'failed'> {
  const { userId, timeZone } = reminder;
  const recipient = await recipientOf(reminder);
  // A deleted account (its deletion under way, or done) gets nothing.
  const to = recipient.email;
  if (recipient.deleted || !to) return 'skipped';
  const today = dateIn(now, timeZone);
  if (!(await claimReminder(reminder, today, now))) return 'skipped';
  try {
    const [goals, personal] = await Promise.all([
      listGoalSummaries(userId, now),
      listPersonalTasks(userId, { view: 'today', timeZone, now }),
    ]);
    const unsubscribeUrl = `${links.appUrl}/unsubscribe?token=${encodeURIComponent(reminder.token)}`;
    const mails = [
      reminderMail({
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
        unsubscribeUrl,
      }),
      reminder.weekly ? await weekInReview(userId, recipient.name, goals, now, links.appUrl, unsubscribeUrl) : undefined,
    ].filter((m) => !!m);
    if (!mails.length) return 'skipped';
    const oneClickUnsubscribeUrl = `${links.apiUrl}/reminders/unsubscribe/${encodeURIComponent(reminder.token)}`;
    await mailer.send({ to, ...mails[0]!, oneClickUnsubscribeUrl });
    // The day counts as sent once the first mail is: a second that fails is logged, not sent twice over.
    if (mails[1]) {
      await mailer.send({ to, ...mails[1], oneClickUnsubscribeUrl }).catch((error: unknown) => {
        logger.error('Week in review not sent', { user: userHash(userId), error: mailFailure(error) });
      });
    }
    return 'sent';
  } catch (error) {
    await releaseReminder(reminder, today);
    throw error;
  }
}
