import { fillSentence, needsPractice } from '../../lambdas/roadmap/builtin/describe';
import { headOf, sharesWord, wholeName } from '../../lambdas/roadmap/builtin/day-words';
import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { requestOf, tracksToMeasure } from '../../scripts/roadmaps/track-matrix';
import { twiceIn } from '../../scripts/roadmaps/metrics';
import { truncateText } from '../../lambdas/roadmap/normalize';
import { onOption } from './track-ask';

/**
 * Round 18's readers (#39 items 3 and 5, decision 318): a light day looked back at work that made nothing
 * ("Look back at “When to see your GP”: one line on what you would do differently", "Look back at “Throw”"),
 * or at a name cut mid-phrase ("Look back at “Tell one person you trust how you”"), and a chosen day held
 * "Rest: nothing new today", even beside the week's check. A look back is at work that made something (a
 * draft, a recording, a log, a drawing), named whole; a day with nothing of its week is a rest day and says so.
 */

type Week = RoadmapPlan['weeks'][number];
type Day = Week['days'][number];

/** Every track's person at three weekly shapes: seven short days, four half-hours, five hours. */
const SHAPES = [
  { minutes: 10, days: 7 },
  { minutes: 30, days: 4 },
  { minutes: 60, days: 5 },
];

let plans: { who: string; plan: RoadmapPlan }[] = [];

beforeAll(async () => {
  plans = [];
  for (const of of tracksToMeasure())
    for (const { minutes, days } of SHAPES)
      plans.push({
        who: `${of.option}: ${of.track} at ${minutes} × ${days}`,
        plan: await generateRoadmap(requestOf(of, minutes, days), builtinProvider),
      });
}, 300_000);

/** What a made thing's title says before what it is about: "Draft the opening", "Start a night log". */
const MADE =
  /^(?:(?:start|keep|fill in|add to) (?:a |the |your )?(?:\w+ )?(?:log|diary|journal)|draft|write|rewrite|revise|edit|outline|sketch|draw|paint|ink|record|film|shoot|photograph|design|build|compose)\b/i;

/** The look backs of a week that name no whole made thing of an earlier day of that week. */
function badLookBacks(week: Week): string[] {
  return week.days.flatMap((day, d) =>
    day.tasks
      .filter((t) => /^Look back at “/.test(t.title))
      .flatMap((t) => {
        const name = /^Look back at “([^”]+)”/.exec(t.title)![1]!;
        const earlier = week.days.slice(0, d).flatMap((e) => e.tasks.map((x) => x.title.replace(/[“”]/g, '')));
        // Whole: the earlier title is the name, or the name and then its colon, dash, bracket or comma.
        const whole = earlier.some(
          (x) => MADE.test(x) && (x === name || /^(?::\s|\s[—–-]\s|\s\(|,\s)/.test(x.slice(name.length))) && x.startsWith(name),
        );
        return whole ? [] : [t.title];
      }),
  );
}

const restTask = (day: Day) => day.tasks.some((t) => /^Rest: nothing new today|^A day off the plan:/.test(t.title));

describe('a light day says what it is (decision 318)', () => {
  it('over every track at three weekly shapes: a look back only at a made thing, named whole', () => {
    const bad = plans.flatMap(({ who, plan }) => plan.weeks.flatMap((w) => badLookBacks(w).map((t) => `${who}, week ${w.number}: ${t}`)));
    expect(bad).toEqual([]);
  });

  it('over every track: no “Rest: nothing new today”, and no rest task beside the week’s check', () => {
    const bad = plans.flatMap(({ who, plan }) =>
      plan.weeks.flatMap((w) =>
        w.days
          .filter(
            (d) =>
              d.tasks.some((t) => /^Rest: nothing new today/.test(t.title)) ||
              (restTask(d) && d.tasks.some((t) => /^Milestone:/.test(t.title))),
          )
          .map((d) => `${who}, week ${w.number}, ${d.title}`),
      ),
    );
    expect(bad).toEqual([]);
  });

  it('a habit said “right after your anchor” is kept on a light day of its week, not a rest', async () => {
    const p = await onOption('Habits Building').plan('I never stretch, stiff back', 'stretch 10 minutes every morning', 10, 4);
    const first = p.weeks[0]!;
    expect(first.days.some((d) => /Rest day/.test(d.title))).toBe(false);
    expect(
      first.days.filter((d) => d.tasks.some((t) => /^One stretch for the back or the hamstrings, held for 30 seconds/.test(t.title)))
        .length,
    ).toBeGreaterThan(1);
  });

  it('a rest day is titled as one and holds only its rest', () => {
    const rests = plans.flatMap(({ plan }) => plan.weeks.flatMap((w) => w.days)).filter(restTask);
    expect(rests.length).toBeGreaterThan(10);
    for (const d of rests) {
      expect(d.title).toMatch(/: Rest day$/);
      expect(d.tasks).toHaveLength(1);
    }
  });

  it('a new parent’s sleep plan at 10 minutes on 7 days: no look back at a step, and the check day is the check', async () => {
    const p = await onOption('Sleep Improvement').plan(
      'new parents, baby is 4 months old, I wake 3 times a night',
      'get more sleep while the baby still wakes',
      10,
      7,
    );
    const titles = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(titles).not.toContainEqual(
      expect.stringMatching(/^Look back at “(?:When to see your GP|Lay out|Nights back|Ask one person|Last caffeine)/),
    );
    for (const w of p.weeks)
      for (const d of w.days.filter((x) => /This week’s check/.test(x.title)))
        expect(d.tasks.map((t) => t.title)).toEqual([expect.stringMatching(/^Milestone:/)]);
  });

  it('a freelance illustrator’s week looks back at the template drawn, not at fixed points marked', async () => {
    const p = await onOption('Time Management Basics').plan(
      'freelance illustrator, 6 clients, always late on deadlines',
      'deliver every client job on time',
      30,
      5,
    );
    const backs = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title))).filter((t) => /^Look back at/.test(t));
    expect(backs).not.toContainEqual(expect.stringMatching(/Mark the fixed points|Add a buffer|A late-night rule/));
    for (const t of backs) expect(t).toMatch(/^Look back at “(?:Draw|Write|Draft|Start|Record|Build|Design)\b/);
  });
});

/**
 * Round 18's readers (#39 item 5): "Weeks 1–4 use less of your time than you gave, on purpose: … more of it
 * would not help" for "write my thesis chapter, 3 hours of focused writing each morning" on 160–315 of 600
 * minutes, and for a comic or a novel's queries. Said only where more would truly not help (a habit's tiny
 * start, a sleep window); otherwise the plan says plainly that this is what it holds, and the rest of the
 * time is for the target itself.
 */
describe('the time a plan leaves, said honestly (decision 318)', () => {
  const week = (...minutes: number[]) => ({ days: minutes.map((m) => ({ tasks: [{ title: `Task of ${m}`, estimatedMinutes: m }] })) });

  it('reads a target that grows with practice, or asks for more time than the short weeks hold', () => {
    expect(needsPractice('write my thesis chapter, 3 hours of focused writing each morning', 60)).toBe(true);
    expect(needsPractice('make a 24-page comic', 60)).toBe(true);
    expect(needsPractice('query literary agents', 60)).toBe(true);
    expect(needsPractice('two 90-minute deep work blocks every morning', 45)).toBe(true);
    expect(needsPractice('meditate for an hour a day', 20)).toBe(true);
    // A habit, a quit, a sleep window: more of the week's work would not help.
    expect(needsPractice('quit smoking for good', 15)).toBe(false);
    expect(needsPractice('asleep by 11 on weeknights', 20)).toBe(false);
    expect(needsPractice('deliver every client job on time', 30)).toBe(false);
    expect(needsPractice('meditate 10 minutes a day', 20)).toBe(false);
    // "Drawers", "rewrite" of a word: not a practice.
    expect(needsPractice('tidy my drawers every weekend', 20)).toBe(false);
  });

  it('says “on purpose … more of it would not help” only where the target needs no more', () => {
    const weeks = [week(20, 20), week(60, 60)];
    expect(fillSentence(weeks, 120, [1], [], 'quit smoking for good')).toMatch(/on purpose: .* more of it would not help/);
    const thesis = fillSentence(weeks, 120, [1], [], 'write my thesis chapter, 3 hours of focused writing each morning');
    expect(thesis).not.toMatch(/on purpose|would not help/);
    expect(thesis).toMatch(
      /^Week 1 uses less of your time than you gave: its work .* is all this plan holds for it, .*Give the rest of your time to the target itself: “write my thesis chapter, 3 hours of focused writing each morning”\.$/,
    );
  });

  it.each([
    [
      'Focus & Concentration',
      'PhD student in year 3, I write 200 words a day and procrastinate',
      'write my thesis chapter, 3 hours of focused writing each morning',
      120,
      5,
    ],
    ['Writing Skills', 'finished a first draft of a 90,000-word fantasy novel', 'query literary agents', 60, 5],
    ['Focus & Concentration', 'remote worker, I check Slack every few minutes', 'two 90-minute deep work blocks every morning', 45, 5],
  ])('%s, “%s” → “%s” at %i × %i: no “more of it would not help”', async (option, current, target, minutes, days) => {
    const p = await onOption(option).plan(current, target, minutes, days);
    expect(p.description).not.toMatch(/more of it would not help/);
    // Where weeks are short, the plan says so and hands the rest to the target.
    if (/less of your time than you gave/.test(p.description)) expect(p.description).toContain(`the target itself: “${target}”`);
  });

  it('a smoker quitting and a sleeper’s window keep “on purpose”: their short weeks are the point', async () => {
    const smoke = await onOption('Habits Building').plan('I smoke 15 a day, tried patches once, 45', 'quit smoking for good', 15, 7);
    expect(smoke.description).toMatch(/on purpose: .* more of it would not help/);
  });
});

/** A description's sentences said twice: word for word, or two warnings that open alike ("You mention panic attacks."). */
const saidTwice = (text: string) => {
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z“])/).filter((x) => x.length > 30);
  return sentences.filter((x, i) => sentences.indexOf(x) !== i);
};

describe('a plan’s description says each thing once (decision 318)', () => {
  it('over every track at three weekly shapes, the plan’s and each week’s', () => {
    const twice = plans.flatMap(({ who, plan }) =>
      [plan.description, ...plan.weeks.map((w) => w.description)].flatMap((d) => saidTwice(d).map((x) => `${who}: ${x}`)),
    );
    expect(twice).toEqual([]);
  });

  it('a student with social anxiety who panics reads the panic line once, and the description is not cut', async () => {
    const p = await onOption('Mental Health').plan(
      'social anxiety, I avoid phone calls and eating in front of people, 22, student',
      'make a phone call and eat in the canteen without panicking',
      20,
      5,
    );
    expect(p.description.match(/You mention panic attacks/g)).toHaveLength(1);
    expect(p.description).not.toMatch(/…$/);
  });
});

describe('a day carried on from a lesson is named for what it holds (decision 318)', () => {
  it('a new parent’s mood questions are not “Start the night log, continued”', async () => {
    const p = await onOption('Sleep Improvement').plan(
      'new parents, baby is 4 months old, I wake 3 times a night',
      'get more sleep while the baby still wakes',
      10,
      7,
    );
    const mood = p.weeks[0]!.days.find((d) => d.tasks.some((t) => /^Four questions on your mood/.test(t.title)))!;
    expect(mood.title).not.toMatch(/Start the night log/);
    expect(mood.title).toMatch(/Four questions on your mood/);
  });

  it('a freelancer’s receipts are not “Plan the month, continued” for sharing the word “month”', async () => {
    const p = await onOption('Saving for a Goal').plan('I spend all I earn, freelancer', 'save 6 months of expenses', 10, 7);
    const days = p.weeks.flatMap((w) => w.days).filter((d) => d.tasks.some((t) => /^Receipts:/.test(t.title)));
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) expect(d.title).not.toMatch(/Plan the month, continued/);
  });

  it('over every track, a “…, continued” day holds its lesson’s work or shares its words, unless its task has no whole name', () => {
    const bad = plans.flatMap(({ who, plan }) =>
      plan.weeks.flatMap((w) =>
        w.days
          .filter((d) => /, continued$/.test(d.title))
          .filter((d) => {
            const name = d.title.replace(/^Day \d+: /, '').replace(/, continued$/, '');
            const first = w.days.find((e) => e.title.replace(/^Day \d+: /, '') === name);
            const heads = new Set((first?.tasks ?? []).map((t) => headOf(t.title)));
            const own = d.tasks.filter((t) => !/^Milestone:/.test(t.title));
            return (
              own.length > 0 &&
              !own.some((t) => heads.has(headOf(t.title)) || sharesWord(name, headOf(t.title))) &&
              !!wholeName(own[0]!.title)
            );
          })
          .map((d) => `${who}, week ${w.number}: ${d.title} holds “${d.tasks[0]!.title}”`),
      ),
    );
    expect(bad).toEqual([]);
  });
});

describe('a drill’s round changes what fits it (decision 318)', () => {
  it('over every track, “without the notes” only on a drill done from notes, a score, a script, cards or a reference', () => {
    const READ =
      /\b(?:(?:your|study|class|lecture|revision) notes|notes you|reference|example|model answer|score|sheet|script|chart|cards?|flashcards?|list|text|book|page|photo|tab|lyrics|recipe|checklist|prompts?)\b/i;
    const bad = plans.flatMap(({ who, plan }) =>
      plan.weeks.flatMap((w) => {
        const tasks = w.days.flatMap((d) => d.tasks);
        const before = plan.weeks.filter((x) => x.number <= w.number).flatMap((x) => x.days.flatMap((d) => d.tasks));
        return tasks
          .filter((t) => /, (?:again|second round): without the notes$/.test(t.title))
          .filter((t) => {
            const name = t.title.replace(/, (?:again|second round): without the notes$/, '');
            return !before.some((x) => x.title.startsWith(name) && READ.test(`${x.title} ${x.description}`));
          })
          .map((t) => `${who}, week ${w.number}: ${t.title}`);
      }),
    );
    expect(bad).toEqual([]);
  });

  it('a returning clarinettist’s scales from the book may go without it; nothing read is never “without the notes”', async () => {
    const p = await onOption('Music (Instrumental Practice)').plan(
      'played clarinet to grade 5 as a kid, 30 years ago',
      'join a community wind band',
      30,
      5,
    );
    const titles = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(titles).not.toContainEqual(expect.stringMatching(/^(?:Dynamics|Before each line), again: without the notes/));
  });

  it('a beginner guitarist’s chord is not played “without the notes”: it was never read; its round is the error found', async () => {
    const p = await onOption('Music (Instrumental Practice)').plan('beginner guitar', 'play 5 songs', 20, 6);
    const titles = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(titles).toContain('The D chord, again: the error you found');
    expect(titles).not.toContainEqual(expect.stringMatching(/^(?:The D chord|The pattern on D and A), again: without the notes/));
  });
});

describe('a week holds a one-off task once (decision 318)', () => {
  it.each([
    [
      'Sleep Improvement',
      'new parents, baby is 4 months old, I wake 3 times a night',
      'get more sleep while the baby still wakes',
      10,
      7,
      /^Note your longest block of sleep each night this week/,
    ],
    [
      'Habits Building',
      'I scroll my phone in bed until 1am',
      'read 20 pages of a book every night instead',
      25,
      7,
      /^If you missed yesterday/,
    ],
    [
      'Nutrition Basics',
      'vegan for 2 years, always tired',
      'get enough protein, iron and B12',
      30,
      4,
      /^Check your B12 is being taken every day/,
    ],
  ])(
    '%s, “%s” → “%s” at %i × %i: its week’s instruction, rule or check once a week',
    async (option, current, target, minutes, days, once) => {
      const p = await onOption(option).plan(current, target, minutes, days);
      for (const w of p.weeks) {
        expect(w.days.flatMap((d) => d.tasks).filter((t) => once.test(t.title)).length).toBeLessThanOrEqual(1);
      }
    },
  );

  it('the eval figure counts such a task twice in a week', () => {
    const week = {
      number: 1,
      title: 'Week 1: W',
      description: '',
      days: [1, 2].map((number) => ({
        number,
        title: `Day ${number}`,
        tasks: [
          {
            title: 'If you missed yesterday, today is not optional',
            description: 'Do it.',
            estimatedMinutes: 5,
            difficulty: 'easy' as const,
          },
        ],
      })),
    };
    expect(twiceIn(week)).toEqual(['If you missed yesterday, today is not optional']);
  });
});

describe('a long description ends at a sentence, not mid-phrase (decision 318)', () => {
  it('cuts at the last whole sentence that fits, else at a word', () => {
    const text = `${'A sentence of the plan. '.repeat(85)}In a crisis call 116 123; elsewhere your local emergency number.`;
    const cut = truncateText(text, 2000);
    expect(cut.length).toBeLessThanOrEqual(2000);
    expect(cut).toMatch(/plan\.$/);
    expect(truncateText('Short. Fits.', 2000)).toBe('Short. Fits.');
    expect(truncateText(`One ${'word '.repeat(100)}`, 50)).toMatch(/…$/);
  });
});
