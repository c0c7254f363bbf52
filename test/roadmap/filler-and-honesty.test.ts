import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { requestOf, tracksToMeasure } from '../../scripts/roadmaps/track-matrix';
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
