import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { asker } from './ask';
import { goal } from './custom-ask';

/**
 * The person's week on tracks whose work has its own length (#39 item 2): a yoga class, a swim, a hill day,
 * a eulogy, a test shoot, a driving or riding lesson, a hive inspection. On a short day it is kept whole and
 * the week runs over the person's time; on a long day the plan uses less of it. Each plan says so at its top,
 * in its own field's words, with what more time brings where it brings anything (the test sooner, by the
 * DVSA's hours) — read here for people of each track at 10 minutes on 2 days and 2 hours on 7.
 */
type Ask = { option: string; current: string; target: string; title?: string };
const request = (a: Ask, minutes: number, days: number) =>
  a.title
    ? { ...goal(a.title, a.current, a.target, { minutes, days }) }
    : asker(minutes)(a.option, a.current, a.target, { daysPerWeek: days });
const planFor = (a: Ask, minutes: number, days: number) => generateRoadmap(request(a, minutes, days), builtinProvider);
const trackOf = (a: Ask) => readBack(request(a, 30, 3)).track.name;
const minutesOf = (w: RoadmapPlan['weeks'][number]) => w.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);

const PF = 'Physical Fitness';
/** Each track's people, what its plan says of its week, and the session it keeps whole on a short day. */
const TRACKS: { track: RegExp; people: Ask[]; says: RegExp; whole: [RegExp, number] }[] = [
  {
    track: /yoga/i,
    people: [
      { option: PF, current: 'stiff, I sit all day', target: 'yoga twice a week' },
      { option: PF, current: 'never done yoga, 58', target: 'go to a beginners yoga class and keep up' },
    ],
    says: /a beginners' class of about an hour.*the rest of your time is free for walking.*150 minutes/,
    whole: [/^A beginners' class with your teacher$/, 60],
  },
  {
    track: /swim/i,
    people: [
      { option: PF, current: 'I can swim a length', target: 'swim 1 km of front crawl' },
      { option: PF, current: 'breaststroke only, slowly', target: 'swim 30 minutes without stopping' },
    ],
    says: /A swim here is 30–45 minutes in the water.*three swims a week/,
    whole: [/^Baseline: as many lengths as you swim comfortably in 20 minutes/, 35],
  },
  {
    track: /hill/i,
    people: [
      { option: PF, current: '70, new knee last year', target: 'walk up a hill again after my knee replacement' },
      { option: PF, current: 'hip replaced in spring, walking a mile', target: 'climb Pen y Fan with my grandson' },
    ],
    says: /Your hill is a day out of about four hours.*about a quarter a week/,
    whole: [/: up at a talking pace, rests whenever you want, down slowly on poles$/, 240],
  },
  {
    track: /eulogy/i,
    people: [
      { option: 'Writing Skills', current: 'I write emails', target: 'a eulogy for my nan' },
      { option: 'Writing Skills', current: 'not a writer', target: "write my dad's eulogy for his funeral" },
    ],
    says: /A eulogy takes about five hours in all.*more time does not make a eulogy better/,
    whole: [/^Give the eulogy for your (nan|dad)$/, 30],
  },
  {
    track: /genre|photo/i,
    people: [
      {
        option: 'Resume & Portfolio Building',
        current: 'I shoot weddings for friends',
        target: 'start my own wedding photography business',
      },
      {
        option: 'Resume & Portfolio Building',
        current: 'wedding photographer for 8 years',
        target: 'move into food photography for restaurants and brands',
      },
    ],
    says: /A test shoot is 2–3 hours.*each waits on a business's yes and a date/,
    whole: [/^Test shoot 1 at home/, 150],
  },
  {
    track: /driv/i,
    people: [
      { option: 'Custom', title: 'Learn to drive', current: 'complete beginner', target: 'pass my driving test' },
      { option: 'Custom', title: 'Driving licence', current: 'had two lessons years ago', target: 'pass my practical test this year' },
    ],
    says: /Lessons are an hour or two each.*45 hours of lessons are about 22 weeks at two hours a week, 11 at four/,
    whole: [/^First lesson with your instructor/, 60],
  },
  {
    track: /motor/i,
    people: [
      { option: 'Custom', title: 'Motorbike licence', current: 'complete beginner', target: 'pass my motorbike test' },
      { option: 'Custom', title: 'Motorcycle licence', current: 'I cycle to work', target: 'ride a motorbike legally' },
    ],
    says: /Training is with a school, a lesson or a day at a time, kept whole.*the school's dates, not your hours, set the pace/,
    whole: [/^Lesson: wheeling the bike and the stand/, 60],
  },
  {
    track: /bee/i,
    people: [
      { option: 'Custom', title: 'Keep bees', current: 'complete beginner', target: 'my first hive through a season' },
      { option: 'Custom', title: 'Beekeeping', current: 'I garden a lot', target: 'keep a hive of honey bees' },
    ],
    says: /An inspection takes up to 45 minutes.*the colony sets the pace/,
    whole: [/^The first inspection, a week on, with your mentor beside you$/, 45],
  },
];

describe("a track whose work has its own length says so, as the field's coach would", () => {
  for (const { track, people, says, whole } of TRACKS) {
    describe(track.source, () => {
      it.each(people)('$current → $target: chosen, and the plan says its week at 10 × 2 and 120 × 7', async (who) => {
        expect(trackOf(who)).toMatch(track);
        const short = await planFor(who, 10, 2);
        const long = await planFor(who, 120, 7);
        expect(short.description).toMatch(says);
        expect(long.description).toMatch(says);
        // On the short week the track's own session keeps its length, and a week it takes over the person's
        // 20 minutes says so ("kept whole", "more than the 20 minutes your days give").
        const [session, length] = whole;
        const kept = short.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).find((t) => session.test(t.title));
        expect(kept?.estimatedMinutes).toBe(length);
        for (const week of short.weeks.filter((w) => minutesOf(w) > 22))
          expect({ week: week.title, said: /kept whole|more than the 20 minutes your days give/.test(week.description) }).toEqual({
            week: week.title,
            said: true,
          });
        // On the long week, nothing runs over 14 hours.
        for (const week of long.weeks) expect(minutesOf(week)).toBeLessThanOrEqual(840 * 1.1);
      });
    });
  }

  it('a learner driver with time drives more with their supervisor, towards the DVSA’s 22 hours; a short week does not', async () => {
    const who = TRACKS.find((t) => t.track.source === 'driv')!.people[0]!;
    const practice = (p: RoadmapPlan, week: number) =>
      p.weeks[week - 1]!.days.flatMap((d) => d.tasks).filter((t) =>
        /^Private practice\b.*supervised: \d+ minutes$|^Private practice with a supervising driver/.test(t.title),
      );
    const long = await planFor(who, 120, 7);
    for (const week of [2, 3, 4, 5]) {
      const drives = practice(long, week);
      expect({ week, minutes: drives.reduce((n, t) => n + t.estimatedMinutes, 0) >= 50 }).toEqual({ week, minutes: true });
      expect(drives.length).toBeGreaterThan(0);
      expect(drives.every((t) => t.estimatedMinutes > 30 && t.title.endsWith(`: ${t.estimatedMinutes} minutes`))).toBe(true);
    }
    expect(practice(long, 4)[0]!.description).toMatch(/22 hours of private practice/);
    const short = await planFor(who, 10, 2);
    const drives = short.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).filter((t) => /^Private practice/.test(t.title));
    expect(drives.length).toBeGreaterThan(0);
    expect(drives.every((t) => t.estimatedMinutes === 30)).toBe(true);
  });

  it('says it only on its own track: a 5k runner, a novel and a cookery goal read none of it', async () => {
    const others = [
      await planFor({ option: PF, current: 'I jog a bit', target: 'run 5k without stopping' }, 10, 2),
      await planFor({ option: 'Writing Skills', current: 'I write emails', target: 'finish the first draft of my novel' }, 10, 2),
      await planFor({ option: 'Custom', title: 'Bake sourdough', current: 'never baked', target: 'a good loaf' }, 10, 2),
    ];
    const all = TRACKS.map((t) => t.says);
    for (const plan of others) for (const said of all) expect(plan.description).not.toMatch(said);
  });

  it('an eardrum or a report at work does not choose these tracks', () => {
    expect(trackOf({ option: PF, current: 'perforated eardrum last year', target: 'get fit again' })).not.toMatch(/swim|yoga|hill/i);
    expect(trackOf({ option: 'Writing Skills', current: 'I write emails', target: 'write better reports at work' })).not.toMatch(/eulogy/i);
  });
});
