import { expectOnTheirDays, onOption } from './track-ask';

/**
 * Your own writing first (decision 255): a person whose thesis, novel or paper loses to e-mail and
 * messages gets a daily writing slot before them, a session on every one of their days counted in a
 * tally, checks batched and a pace stepped up to the count they named — not the general course of
 * audits, inboxes and matrices with no writing in it.
 */
const time = onOption('Time Management Basics');
const textOf = (plan: unknown) => JSON.stringify(plan);
const sessionsIn = (week: { days: { tasks: { title: string }[] }[] }) =>
  week.days.map((d) => d.tasks.filter((t) => /^Session on /.test(t.title)).length);

describe('your own writing first, before e-mail and messages', () => {
  it.each([
    [
      'PhD student in year 3, I lose whole days to email and Slack',
      'write 500 words of my thesis every weekday',
      /your thesis/,
      /e-mail and Slack/,
    ],
    [
      "I'm writing my first novel but I scroll Instagram all evening",
      'finish the first draft of my novel, 1000 words a day',
      /your novel/,
      /e-mail and social media/,
    ],
    ['postdoc, meetings and Teams all day', 'write my paper for an hour every morning', /your paper/, /e-mail and Teams/],
  ])('“%s” → “%s”: a writing session on each of their days, in their words', async (current, target, work, noise) => {
    for (const [minutes, days] of [
      [30, 3],
      [45, 5],
      [60, 7],
    ] as const) {
      const plan = await time.plan(current, target, minutes, days);
      const text = textOf(plan);
      expect(plan.title).not.toMatch(/Time Management Basics: confident/);
      expect(text).toMatch(work);
      expect(text).toMatch(noise);
      expect(text).toMatch(/Start a tally: date, minutes, words written/);
      expect(text).toMatch(/Choose 3 times a day to check/);
      expect(text).not.toMatch(/Eisenhower/);
      expectOnTheirDays(plan, minutes, days);
      // One session a day, on every day of every week: never two on one day, never a day without.
      for (const week of plan.weeks) expect(sessionsIn(week)).toEqual(week.days.map(() => 1));
    }
  });

  it('steps up to the count they named, and sends the work to the reader their words say', async () => {
    const thesis = textOf(
      await time.plan('PhD student, my supervisor wants chapter 3 by June', 'write 500 words of my thesis every weekday', 30, 5),
    );
    expect(thesis).toMatch(/Up to 500 words a session/);
    expect(thesis).toMatch(/to your supervisor/);
    const novel = textOf(await time.plan('I never finish anything', 'write my novel every morning before work', 30, 5));
    expect(novel).toMatch(/Up to the count you choose/);
    expect(novel).toMatch(/a reader you trust/);
  });

  it('reads the count as written: thousands, a page, and never a weekly figure as a session’s', async () => {
    const up = async (target: string) =>
      (await time.plan('PhD student', target, 30, 5)).weeks.map((w) => w.title).find((t) => /Up to/.test(t));
    expect(await up('write 1,000 words a day of my novel')).toMatch(/Up to 1,000 words a session/);
    expect(await up('write my thesis, 1 page a day')).toMatch(/Up to a page a session/);
    expect(await up('write 10 pages a week of my dissertation')).toMatch(/Up to the count you choose/);
  });

  it('gives every week sessions of its own, not the same week again', async () => {
    const plan = await time.plan('PhD student', 'write 500 words of my thesis every weekday', 30, 5);
    const sessionTitles = plan.weeks.map((w) =>
      w.days[0]!.tasks.find((t) => /^Session on /.test(t.title))?.title.replace(/\d+ minutes/, 'N minutes'),
    );
    expect(new Set(sessionTitles).size).toBe(plan.weeks.length);
  });

  it('keeps a teacher’s marking, a freelancer’s week and an office inbox on their own paths', () => {
    expect(time.trackOf('secondary teacher, I write reports all weekend', 'my weekends back from marking')).not.toMatch(/writing first/);
    expect(time.trackOf('freelance writer, I say yes to every client', 'time for my own novel without late nights')).toMatch(/freelancer/);
    expect(time.trackOf('office job, my inbox is out of control', 'inbox zero every Friday')).not.toMatch(/writing first/);
    expect(time.trackOf('I waste my evenings', 'read a book every week')).not.toMatch(/writing first/);
  });
});
