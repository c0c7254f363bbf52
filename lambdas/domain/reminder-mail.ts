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

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

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
