import { plan, spreadAsker, textOf } from './read-plan';

/**
 * An operation said in the person's words (the round's last reading, a sports physiotherapist): "had a hernia repair
 * 10 weeks ago, surgeon says I can build up now" → "get back to 5-a-side on Thursdays" was planned a full match on
 * its first day, with no word of the surgeon, the repair's warning signs or the core and groin work a physiotherapist
 * gives. The operation's line now opens the plan, asks the surgeon's team first and checks the repair each week.
 */

const ask = spreadAsker('Physical Fitness');

describe('a player back after a hernia repair, 30 minutes, 4 days a week', () => {
  const request = ask(
    'had a hernia repair 10 weeks ago, surgeon says I can build up now, I used to play 5-a-side',
    'get back to 5-a-side on Thursdays without my groin worrying me',
    30,
    4,
  );

  it('says the operation first, and plays a match only in its easy version until the surgeon says so', async () => {
    const p = await plan(request);
    expect(p.description).toMatch(/You mention an operation: follow your surgeon’s/);
    expect(p.description).toMatch(/a kickabout without tackles/);
    // The return-to-play track (decision 374) asks the surgeon itself, and handles the operation's weekly tasks.
    expect(p.weeks[0]!.days[0]!.tasks[0]!.title).toMatch(/^Ask your surgeon or physiotherapist what you may do now/);
  });

  it('checks the repair and builds the groin and tummy wall every week (the return track’s loading, decision 374)', async () => {
    const p = await plan(request);
    expect(textOf(p)).toMatch(/a new bulge or lump in the groin, pain at the repair/);
    for (const week of p.weeks)
      expect(week.days.flatMap((d) => d.tasks.map((t) => t.title)).join('\n')).toMatch(/^Loading for your groin/m);
  });
});

describe('who it is said for', () => {
  it.each([
    ['had my appendix out in March, a bit unfit', 'run 5k'],
    ['recovering from an operation on my bowel, walking daily', 'run 5k by summer'],
  ])('“%s” → “%s” hears it', async (current, target) => {
    expect((await plan(ask(current, target, 30, 3))).description).toMatch(/You mention an operation/);
  });

  it.each([
    ['my dad had a hernia repair last month', 'run 5k with him'],
    ['I walk to work', 'run 5k'],
    ['had my left knee operation last year, physio signed me off', 'swim 400 m of front crawl'],
  ])('“%s” → “%s” does not', async (current, target) => {
    expect((await plan(ask(current, target, 30, 3))).description).not.toMatch(/You mention an operation/);
  });
});
