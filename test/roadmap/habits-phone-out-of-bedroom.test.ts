import { plan, spreadAsker } from './read-plan';

/**
 * A phone out of the bedroom is a rule kept from day one, never halved (issue #36, round 21, decision 389; decision
 * 371's rule). A habits coach read "phone out of the bedroom and reading a book before sleep every night" (scrolls
 * until 1 am; 10 × 7), score 3: week 2 went backwards ("phone out of the bedroom on half the nights"), and the
 * titles were cut before the time that mattered ("lights out by…").
 */

const ask = spreadAsker('Habits Building');

const titles = (p: Awaited<ReturnType<typeof plan>>, w: number) => p.weeks[w]!.days.flatMap((d) => d.tasks.map((t) => t.title));

describe.each([
  ['I scroll on my phone in bed until 1 am', 'phone out of the bedroom and reading a book before sleep every night', 10, 7],
  ['on TikTok in bed till midnight', 'keep my phone out of the bedroom and read before bed', 15, 5],
  ['I check my phone in bed for hours', 'phone out of the bedroom by 10:30 every night', 20, 3],
])('"%s" → "%s" (%i × %i)', (current, target, minutes, days) => {
  const request = ask(current, target, minutes, days);

  it('keeps the phone out of the bedroom every night from week 1, never on part of the nights', async () => {
    const p = await plan(request);
    expect(titles(p, 0).join('\n')).toMatch(/phone charging outside the bedroom/i);
    for (let w = 1; w < p.weeks.length; w++) {
      const words = [p.weeks[w]!.description, ...titles(p, w)].join('\n');
      expect({ week: w + 1, half: /half the nights|on \d+ nights/i.test(words) }).toEqual({ week: w + 1, half: false });
    }
    expect(p.weeks.slice(1).some((w) => /the phone outside the bedroom (?:by [\d:.]+ )?each night/i.test(w.description))).toBe(true);
  });

  it('says the whole rule in each title from week 2: no title cut before its time', async () => {
    const p = await plan(request);
    for (let w = 1; w < p.weeks.length; w++)
      for (const t of titles(p, w).filter((x) => /phone outside the bedroom/i.test(x)))
        expect({ week: w + 1, title: t, cut: /…$/.test(t) && !/after your anchor/.test(t) }).toEqual({ week: w + 1, title: t, cut: false });
  });
});
