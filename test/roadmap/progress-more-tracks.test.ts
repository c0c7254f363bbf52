import { alike, identical, planFor, repeating, SCHEDULES, type Week } from './held-weeks';
import { onOption } from './track-ask';

/**
 * A training week done again a step on, on the tracks that still repeated theirs (decision 263, issue #39 part 3):
 * yoga, a barbell lift, a walk of several days, a plank, a handstand, a walk with a stick, balance against falls,
 * strength, a faster race, a long ride, losing weight through activity and low-impact training. Each week done
 * again says what moved on, as that field's coach moves it (a longer hold, a step heavier, the long walk longer,
 * a rep or a set more, less support), and is not the week it repeats; no three weeks alike run together. The
 * people, their days and their minutes are written for this test; the plans start on Monday 30 November 2026.
 */

const fitness = onOption('Physical Fitness');

/** The syllabus week a plan week follows, by its title without its number and its kind. */
const base = (w: Week) =>
  w.title
    .replace(/^Week \d+: /, '')
    .replace(/ — .*$/, '')
    .replace(/, shortened to your days$/, '');

const PEOPLE = [
  ['stiff from a desk job, 38', 'do yoga twice a week', "Yoga: a beginners' practice, with a teacher"],
  ['I bench the empty bar for 5', 'bench press 60 kg for 5', 'A barbell lift at a weight: squat, deadlift, bench or press'],
  ['I walk the dog an hour a day', 'walk the West Highland Way in May', 'A walk of several days: the Camino, a national trail, a trek'],
  ['I can hold a plank for 20 seconds', 'hold a 3-minute plank', 'A plank time: your hold, by a progression'],
  ['I can do a headstand', 'a freestanding handstand', 'A handstand: wall, kick-up, bail, then freestanding'],
  ["I'm 79 and use a stick", 'walk to the post office with my stick', 'A walk you name, with your stick'],
  ["I'm 77 and fell last winter", 'keep my balance and stop falling', 'Steady on your feet: strength and balance against falls'],
  ['desk job, never lifted anything', 'get stronger', 'Strength: push-ups, pull-ups, squats'],
  ['I run 10k in 60 minutes', 'run 10k in under 55 minutes', 'A faster time at a distance you run'],
  ['I commute 5 miles by bike', 'ride a 100-mile sportive', 'A long ride: 100 km, a sportive, a charity ride'],
  ['office worker, 95 kg', 'lose 10 kg', 'Losing weight through activity'],
  ['my hips ache when I walk far', 'get fitter without hurting my joints', 'Low impact: strength and balance, kind to joints'],
] as const;

describe('the tracks that repeated their weeks, each week done again a step on', () => {
  it.each(PEOPLE)('%s → %s: %s', (current, target, track) => {
    expect(fitness.trackOf(current, target)).toBe(track);
  });

  const cases = PEOPLE.flatMap(([current, target]) =>
    SCHEDULES.map(([days, minutes]) => [`${target}, ${days} days at ${minutes} minutes`, current, target, days, minutes] as const),
  );

  it.each(cases)(
    '%s: a week done again says its step and is not the week it repeats; never three alike running',
    (_, current, target, days, minutes) => {
      const { weeks } = planFor('Physical Fitness', current, target, minutes, days);
      for (const [k, week] of weeks.entries()) {
        if (!/ — again, a step on$/.test(week.title)) continue;
        const before = weeks.slice(0, k).findLast((w) => base(w) === base(week) && !/lighter week/.test(w.title));
        expect(before).toBeDefined();
        expect(identical(week, before!)).toBe(false);
        expect(alike(week, before!)).toBe(false);
        expect(week.description).toMatch(/^This week’s sessions again, a step on: \S/);
        expect(week.description).not.toMatch(/\{\w+\}/);
      }
      expect(weeks.map((w) => w.title).join('\n')).not.toMatch(/again, to consolidate/);
      const three = weeks.findIndex((w, k) => k >= 2 && alike(w, weeks[k - 1]!) && alike(w, weeks[k - 2]!));
      expect(three).toBe(-1);
    },
  );

  it.each(cases)('%s: no more than a tenth of the weeks alike an earlier one', (_, current, target, days, minutes) => {
    const { weeks } = planFor('Physical Fitness', current, target, minutes, days);
    expect(repeating(weeks)).toBeLessThanOrEqual(0.1);
  });
});

describe('what the person reads in a week done again', () => {
  /** The first week done again a step on whose syllabus week is `title`, and the week it repeats. */
  function stepped(current: string, target: string, minutes: number, days: number, title: RegExp) {
    const { weeks } = planFor('Physical Fitness', current, target, minutes, days);
    const k = weeks.findIndex((w) => / — again, a step on$/.test(w.title) && title.test(base(w)));
    expect(k).toBeGreaterThan(0);
    const before = weeks.slice(0, k).findLast((w) => base(w) === base(weeks[k]!))!;
    const tasks = (w: Week) => w.days.flatMap((d) => d.tasks.map((t) => t.title));
    return { again: weeks[k]!, first: before, titles: tasks(weeks[k]!), firstTitles: tasks(before) };
  }

  it('names each yoga home practice by its poses, and holds them longer the second time', () => {
    const { titles } = planFor('Physical Fitness', 'stiff from a desk job, 38', 'do yoga twice a week', 30, 3).weeks.reduce(
      (all, w) => ({ titles: [...all.titles, ...w.days.flatMap((d) => d.tasks.map((t) => t.title))] }),
      { titles: [] as string[] },
    );
    expect(titles).toContain('Home practice: half sun salutations, warrior II and triangle, 10 minutes');
    expect(titles.filter((t) => /^Home practice: \d+ minutes$/.test(t))).toEqual([]);
  });

  it('moves a barbell lift on by linear progression’s own rule, in the lift’s own name', () => {
    const { again, titles } = stepped('I squat the bar', 'squat 100 kg for 5', 45, 3, /^Linear progression: .* more every session$/);
    expect(again.description).toMatch(/the climb goes on: each session’s work sets 2\.5 kg \(5 lb\) heavier/);
    expect(titles).toContain('Squat: 3 × 5 after the warm-up sets, 2.5 kg (5 lb) more than last week’s last session');
  });

  it('lengthens a long-distance walker’s long walk and second day, only if the feet held', () => {
    const { again, titles, firstTitles } = stepped(
      'I walk the dog an hour a day',
      'walk the West Highland Way in May',
      60,
      5,
      /^Two walks back to back/,
    );
    expect(firstTitles).toContain('Long walk: 2 hours on paths, with a small pack');
    expect(titles).toContain('Long walk: 2½ hours on paths, the small pack a kilo or two heavier — half an hour more');
    expect(again.description).toMatch(/Only if your feet and knees were fine two days after/);
  });

  it('takes away support for someone who fell, as the Otago programme does, and says when not to', () => {
    const { again, titles } = stepped("I'm 77 and fell last winter", 'keep my balance and stop falling', 30, 3, /^One hand on the worktop/);
    expect(titles.some((t) => /^Strength and balance A, one hand: .* — more$/.test(t))).toBe(true);
    expect(again.description).toMatch(/Only if last week’s were steady \(6 or more out of 10\)/);
  });

  it('grows a plank hold by seconds, and names each plank test by the hold it aims at', () => {
    const plank = stepped('I can hold a plank for 20 seconds', 'hold a 3-minute plank', 20, 3, /^More holding time/);
    expect(plank.titles.some((t) => / — 10 s longer$/.test(t))).toBe(true);
    const tests = planFor('Physical Fitness', 'I can hold a plank for 20 seconds', 'hold a 3-minute plank', 20, 3)
      .weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)))
      .filter((t) => /^Test: one front plank.*, aiming at/.test(t));
    expect(tests).toEqual([
      'Test: one front plank held as long as the form holds, aiming at the minute',
      'Test: one front plank held as long as the form holds, aiming at two minutes',
      'Test: one front plank held as long as the form holds, aiming at three minutes',
    ]);
  });

  it('gives a faster runner’s key sessions words of their own, week by week', () => {
    const titles = planFor('Physical Fitness', 'I run 10k in 60 minutes', 'run 10k in under 55 minutes', 60, 5).weeks.flatMap((w) =>
      w.days.flatMap((d) => d.tasks.map((t) => t.title)),
    );
    expect(titles).toContain('Intervals: longer repeats, 5 × 3 minutes at interval pace, 2 minutes jogging between');
    expect(titles).toContain('Long run: 60 minutes at easy pace, after the time trial');
  });

  it('leaves Couch to 5K’s own weeks done again as the programme sets them', () => {
    const { weeks } = planFor('Physical Fitness', 'never run, a bit overweight', 'run 5k without stopping', 30, 3);
    expect(weeks.map((w) => w.title).join('\n')).not.toMatch(/a step on|a step back/);
  });
});
