import { config } from '@/config/runtime-config';

const FAQ: [string, string][] = [
  [
    'How is my roadmap made?',
    'When you create a goal, Stride plans it into weeks, days and tasks from your answers: your current level, your target and your daily time. It takes a few seconds.',
  ],
  ['What if a day is too much?', 'Edit or delete any task, or add your own. Your progress follows the tasks you keep.'],
  ['How is progress counted?', 'A day is complete when all of its tasks are done. Progress is the share of completed days.'],
  [
    'What do the plans include?',
    'Free includes one goal. Pro, at $6.99 per month billed annually, includes unlimited goals and early access to new features.',
  ],
  ['How do I delete my data?', 'Settings → Delete Account removes your goals, tasks, history and your account for good.'],
];

export function SupportPage() {
  const email = config().supportEmail;
  return (
    <div>
      <h1 className="text-2xl font-bold">Support</h1>
      <p className="mt-1 text-slate-600">Answers to common questions.</p>
      <dl className="mt-6 flex flex-col gap-4">
        {FAQ.map(([q, a]) => (
          <div key={q} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="font-semibold">{q}</dt>
            <dd className="mt-1 text-sm text-slate-600">{a}</dd>
          </div>
        ))}
      </dl>
      {email && (
        <p className="mt-6 text-sm text-slate-700">
          Still stuck? Write to{' '}
          <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
            {email}
          </a>
          .
        </p>
      )}
    </div>
  );
}
