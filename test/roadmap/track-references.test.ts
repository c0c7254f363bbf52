import { builtinProvider, generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { chooseTrack } from '../../lambdas/roadmap/tracks';
import { danglingIn, uncountableIn } from '../../scripts/roadmaps/metrics';
import { TRACK_WEEKS, requestOf } from '../../scripts/roadmaps/track-matrix';

/**
 * Issue #39 item 4 on the tracks (decision 259): what a task uses ("your tracker", "the baseline", "the
 * mood board") an earlier task of the same plan made, and a milestone counts what its week schedules, for
 * people written for this file (not eval:roadmaps' own), at 2 to 7 days and 10 to 120 minutes a day.
 */

type Person = { option: string; track: string; current: string; target: string; title?: string };
const p = (option: string, track: string, current: string, target: string, title?: string): Person => ({
  option,
  track,
  current,
  target,
  ...(title ? { title } : {}),
});

const PEOPLE: Person[] = [
  p('Physical Fitness', 'handstand', 'I do yoga twice a week', 'a freestanding handstand'),
  p('Physical Fitness', 'balance', 'I am 79 and wobbly on the stairs', 'better balance so I stop falling'),
  p('Physical Fitness', 'weight', 'desk job, I eat late', 'lose 10 kg'),
  p('Physical Fitness', 'recovery', 'home from hospital after a stroke, a stick indoors', 'walk to the bus stop again'),
  p('Habits Building', 'medication', 'I keep missing my blood pressure tablets', 'take my tablets every day'),
  p('Habits Building', 'quit', 'I vape all day at work', 'quit vaping'),
  p('Music (Instrumental Practice)', 'dj', 'I have a controller and no idea', 'mix two tracks like a DJ'),
  p('Music (Instrumental Practice)', 'piano', 'never touched a keyboard', 'play simple piano pieces'),
  p('Music (Instrumental Practice)', 'ukulele', 'I just bought a ukulele', 'strum and sing along on the ukulele'),
  p('Writing Skills', 'grant', 'postdoc in ecology', 'write my first research grant application'),
  p('Writing Skills', 'screenplay', 'I write short stories', 'write a short film screenplay'),
  p('Writing Skills', 'poetry', 'never written a poem', 'read my poetry at an open mic'),
  p('Writing Skills', 'workplace', 'my emails ramble', 'write clearer emails at work'),
  p('Networking Skills', 'friends', 'moved here for work and lonely', 'make some friends'),
  p('Job Search Strategy', 'redundancy', 'made redundant after 18 years in banking', 'a new job in compliance'),
  p('Design Basics', 'brand', 'I sell candles on Etsy', 'a brand look for my candle shop'),
  p('Drawing', 'comic', 'I doodle in meetings', 'draw a weekly comic strip'),
  p('Mental Health', 'exposure', 'I have avoided buses since a panic attack', 'take the bus into town'),
];

const requestFor = (person: Person, minutes: number, days: number): RoadmapRequest =>
  requestOf({ option: person.option, track: person.track, person }, minutes, days);

describe('references resolve and milestones count, on the tracks (decision 259)', () => {
  it.each(PEOPLE.map((person) => [`${person.option}: ${person.track}`, person] as const))(
    '%s: each use after its making, each count scheduled, 2 to 7 days',
    async (_, person) => {
      expect(chooseTrack(loadCurriculum(person.option)!, requestFor(person, 30, 3)).track?.id).toBe(person.track);
      for (const { minutes, days } of TRACK_WEEKS) {
        const plan = await generateRoadmap(requestFor(person, minutes, days), builtinProvider);
        expect({ minutes, days, dangling: danglingIn(plan), uncountable: uncountableIn(plan) }).toEqual({
          minutes,
          days,
          dangling: [],
          uncountable: [],
        });
      }
    },
  );
});

describe('what the person reads where a thing is made (decision 259)', () => {
  const plan = (person: Person, minutes: number, days: number) => generateRoadmap(requestFor(person, minutes, days), builtinProvider);
  const tasksOf = (p: Awaited<ReturnType<typeof plan>>) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));

  it('the medicine tracker is started before the leaflet’s rule is copied onto it, on 2 days and on 5', async () => {
    for (const [minutes, days] of [
      [10, 2],
      [45, 5],
    ] as const) {
      const tasks = tasksOf(
        await plan(
          PEOPLE.find((x) => x.track === 'medication')!,
          minutes,
          days,
        ),
      );
      const started = tasks.findIndex((t) => /^Start a tracker today/.test(t.description));
      const copied = tasks.findIndex((t) => /copy it onto your tracker/.test(t.title));
      expect(started).toBeGreaterThanOrEqual(0);
      expect(started).toBeLessThan(copied);
    }
  });

  it('a quitter’s first log is named the tracker the later weeks read from', async () => {
    const tasks = tasksOf(
      await plan(
        PEOPLE.find((x) => x.track === 'quit')!,
        15,
        3,
      ),
    );
    expect(tasks[0]!.title).toMatch(/^Start a log of your vaping/);
    expect(tasks[0]!.description).toMatch(/it becomes your tracker/);
  });

  it('an exposure week’s milestone counts the two goes the week holds', async () => {
    const tasks = tasksOf(
      await plan(
        PEOPLE.find((x) => x.track === 'exposure')!,
        30,
        4,
      ),
    );
    expect(tasks.map((t) => t.title)).toContain('Milestone: “take the bus into town” twice, once in new conditions, and a setback plan');
  });
});
