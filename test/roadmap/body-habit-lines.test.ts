import { onOption } from './ask';
import { everything } from '../support/plan-reading';

/**
 * A line appears only where its person's words call for it (issue #36, round 11; decision 183): a reading
 * habit's friction and bundling speak of the book, not a mat or a journal; someone quitting fizzy drinks
 * is offered still drinks, not sparkling water; the quit plan's "when to ask for help" names the help for
 * their habit (habit reversal only for nail biting, the Stop Smoking service for smoking); a reader who
 * keeps buying books is told what to do with the pile; and the sleep plan's caffeine cut-off agrees with
 * the study it cites. People written for this test, several ways of saying the same thing, and the
 * neighbours that must keep their own lines.
 */

const habits = onOption('Habits Building', 20, 7);
const sleep = onOption('Sleep Improvement', 15, 7);

describe('a habit plan speaks only of its own habit', () => {
  const FRICTION = {
    reading: /book on your pillow/,
    meditation: /cushion or chair where you sit/,
    journaling: /notebook open by the bed/,
    exercise: /mat unrolled/,
  };
  const BUNDLE = {
    reading: /a lamp you like kept for your reading/,
    meditation: /first cup of tea/,
    journaling: /tea with the journal/,
    exercise: /playlist/,
  };
  it.each([
    ['I have a stack of novels I never open', 'read 10 pages every evening', 'reading'],
    ['I used to read a lot, now I only scroll', 'read for 20 minutes before bed each night', 'reading'],
    ['no routine at all', 'meditate for 10 minutes every morning', 'meditation'],
    ['I want to write things down', 'journal every night', 'journaling'],
    ['I sit at a desk all day', 'work out for 15 minutes every morning', 'exercise'],
  ] as const)('“%s” → “%s”: friction and bundling for %s, none of the others', async (current, target, habit) => {
    const text = everything(await habits.plan(current, target));
    expect(text).toMatch(FRICTION[habit]);
    expect(text).toMatch(BUNDLE[habit]);
    for (const other of Object.keys(FRICTION).filter((h) => h !== habit) as (keyof typeof FRICTION)[]) {
      expect(text).not.toMatch(FRICTION[other]);
      expect(text).not.toMatch(BUNDLE[other]);
    }
    expect(text).not.toMatch(/nail|podcast with the walk/i);
  });

  it.each([
    ['I keep buying books and never reading them', 'read 15 pages a night'],
    ['I bought loads of books this year and read none', 'read every day before bed'],
    ['my pile of unread books keeps growing', 'read 20 minutes each night'],
  ])('“%s”: the unread pile is dealt with before the first page', async (current, target) => {
    const p = await habits.plan(current, target);
    expect(p.weeks[0]!.days[0]!.tasks[0]!.title).toMatch(/No new books until you finish one/);
  });

  it('a reader who never mentions buying books is not told to stop', async () => {
    expect(everything(await habits.plan('I read on holiday only', 'read 10 pages every night'))).not.toMatch(/No new books/);
  });
});

describe('stopping a habit: the replacement and the help fit what is stopped', () => {
  it.each([
    ['I drink 3 cans of cola a day', 'quit fizzy drinks completely'],
    ['a litre of lemonade a day', 'give up fizzy drinks'],
    ['I have two cans of pop with lunch', 'stop drinking pop'],
    ['sparkling drinks all day long', 'cut out carbonated drinks'],
  ])('“%s” → “%s”: a still drink, never sparkling water offered', async (current, target) => {
    const text = everything(await habits.plan(current, target, 10, 7));
    expect(text).toMatch(/all still \(the fizz is what you are giving up, so not sparkling water\)/);
    expect(text).not.toMatch(/sparkling water with lemon|or sparkling water,/);
  });

  it('a cola drinker who only wants less sugar may keep plain sparkling water, said as a choice', async () => {
    expect(everything(await habits.plan('4 cokes a day', 'cut down to one coke a day', 10, 7))).toMatch(
      /plain sparkling water too, if it is the sugar and caffeine you are stopping rather than the fizz/,
    );
  });

  it.each([
    ['I drink 3 cans of cola a day', 'quit fizzy drinks completely', /after cutting caffeine/],
    ['I bite my nails when stressed', 'stop biting my nails', /psychologist trained in habit reversal/],
    ['I vape all day at work', 'quit vaping', /Stop Smoking service again/],
    ['I eat crisps every evening', 'stop snacking at night', /your GP can help, and point you to support near you/],
  ])('“%s”: when to ask for help names the help for that habit only', async (current, target, own) => {
    const p = await habits.plan(current, target, 10, 7);
    const help = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).find((t) => /Know when to see your GP/.test(t.title))!.description;
    expect(help).toMatch(own);
    for (const other of [/habit reversal/, /Stop Smoking service/, /caffeine/].filter((o) => !o.test(own.source)))
      expect(help).not.toMatch(other);
  });
});

describe('the sleep plan’s caffeine cut-off agrees with its source', () => {
  it.each([
    ['I scroll until 1am and wake up wrecked', 'lights out by 11pm on work nights'],
    ['gaming till 2 most nights', 'in bed by midnight'],
  ])('“%s”: 8 hours before lights-out, because 6 hours still cost sleep (Drake 2013)', async (current, target) => {
    const text = everything(await sleep.plan(current, target));
    expect(text).toMatch(/Last caffeine 8 hours before lights-out/);
    expect(text).toMatch(/Six hours is not enough/);
    expect(text).not.toMatch(/Last caffeine 6 hours/);
    expect(text).toMatch(/Hard exercise finished at least 2 hours before bed/);
  });
});
