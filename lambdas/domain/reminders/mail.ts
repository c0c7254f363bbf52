import { plural } from '../../../contract/plural';
/**
 * The daily reminder's text: today's open tasks of each goal, then the personal ones, a link to Home
 * and the unsubscribe link. Plain text, as every mail Stride sends (lambdas/handlers/account-mail.ts).
 */
export interface ReminderContent {
  name: string;
  goals: { title: string; day: string; tasks: { title: string; estimatedMinutes?: number }[] }[];
  personal: { title: string }[];
  appUrl: string;
  unsubscribeUrl: string;
}

export interface ReminderMail {
  subject: string;
  text: string;
}

/** The mail, or undefined when today holds nothing to do (no mail is better than an empty one). */
export function reminderMail(content: ReminderContent): ReminderMail | undefined {
  const count = content.goals.reduce((n, g) => n + g.tasks.length, 0) + content.personal.length;
  if (count === 0) return undefined;
  const lines = [`Hi ${content.name || 'there'},`, '', `Here is what today holds: ${plural(count, 'task')}.`];
  for (const goal of content.goals) {
    if (!goal.tasks.length) continue;
    lines.push('', `${goal.title} — ${goal.day}`);
    for (const t of goal.tasks) lines.push(`  • ${t.title}${t.estimatedMinutes ? ` (${t.estimatedMinutes} min)` : ''}`);
  }
  if (content.personal.length) {
    lines.push('', 'Your own tasks');
    for (const t of content.personal) lines.push(`  • ${t.title}`);
  }
  lines.push(
    '',
    `Open Stride: ${content.appUrl}/home`,
    '',
    '—',
    'You get this email because you turned on daily reminders in Stride (Settings → Reminders).',
    `Stop them with one click: ${content.unsubscribeUrl}`,
  );
  return { subject: `Today in Stride: ${plural(count, 'task')}`, text: lines.join('\n') };
}

export interface WeekInReviewContent {
  name: string;
  /** Each goal whose week ended yesterday, with that week in numbers. */
  weeks: {
    goalTitle: string;
    week: number;
    planned: { tasks: number; minutes: number; days: number };
    done: { tasks: number; minutes: number; days: number };
    milestone?: { title: string; reached: boolean };
    /** The goal page, where the review is answered. */
    url: string;
  }[];
  unsubscribeUrl: string;
}

/**
 * The week in review (decision 036): the morning after a goal's week ends, that week in numbers and
 * the one question, answered on the goal page. Undefined when no week ended yesterday.
 */
export function weekInReviewMail(content: WeekInReviewContent): ReminderMail | undefined {
  if (!content.weeks.length) return undefined;
  const lines = [`Hi ${content.name || 'there'},`];
  for (const w of content.weeks) {
    lines.push(
      '',
      `${w.goalTitle} — week ${w.week} ended`,
      `  • ${w.done.tasks} of ${plural(w.planned.tasks, 'task')} done, ${w.done.minutes} of ${w.planned.minutes} minutes`,
      `  • ${w.done.days} of ${plural(w.planned.days, 'day')} complete`,
      ...(w.milestone ? [`  • Milestone ${w.milestone.reached ? 'reached' : 'not reached'}: ${w.milestone.title}`] : []),
      w.done.tasks === 0 && w.planned.tasks > 0
        ? `What got in the way? No time, too hard, ill or hurt, or something else — one tap shapes next week: ${w.url}`
        : `How did it feel? Too easy, about right or too hard — one tap shapes next week: ${w.url}`,
    );
  }
  lines.push(
    '',
    '—',
    'You get this email because you turned on the week in review with your daily reminders in Stride (Settings → Reminders).',
    `Stop them with one click: ${content.unsubscribeUrl}`,
  );
  const [first] = content.weeks;
  const subject =
    content.weeks.length === 1
      ? `Your week in review: ${oneLine(first!.goalTitle)}, week ${first!.week}`
      : `Your week in review: ${content.weeks.length} goals`;
  return { subject, text: lines.join('\n') };
}

/**
 * Text on one line, as a mail header must be: a title may hold line breaks (or any other control
 * character), and in a subject they would end the header and start another (RFC 5322 §2.2).
 */
export function oneLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}
