import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { asker } from './ask';

/**
 * Music read as a teacher would (issue #36, round 8, decision 105): a practice session a teacher sets fills
 * the time the person has — a warm-up of the key's scale and the piece's technique, the piece, sight-reading
 * and a review — and "while singing" means songs played and sung, the target's own accompaniment.
 */

const OPTION = 'Music (Instrumental Practice)';
const textOf = (p: RoadmapPlan) =>
  p.weeks
    .flatMap((w) => w.days.flatMap((d) => d.tasks))
    .map((t) => `${t.title} ${t.description}`)
    .join('\n');
const minutesOf = (day: RoadmapPlan['weeks'][number]['days'][number]) => day.tasks.reduce((m, t) => m + t.estimatedMinutes, 0);

describe('a practice session, as a piano teacher sets it', () => {
  it('a returning adult with an hour: every day holds a warm-up, the piece, technique, sight-reading and a review in most of the hour', async () => {
    const p = await generateRoadmap(
      asker(60)(OPTION, 'I played piano as a child up to grade 4, haven’t touched it in 20 years', 'play Gymnopédie No. 1', {
        daysPerWeek: 4,
      }),
      builtinProvider,
    );
    const days = p.weeks.flatMap((w) => w.days);
    for (const day of days) {
      expect(minutesOf(day)).toBeGreaterThanOrEqual(45);
    }
    for (const week of p.weeks) {
      const titles = week.days.flatMap((d) => d.tasks.map((t) => t.title)).join('\n');
      expect(titles).toMatch(/Sight-read/);
      expect(titles).toMatch(/^(Technique|Warm-up): the scale/m);
      expect(titles).toMatch(/Gymnopédie No\. 1/);
    }
  });

  it('a 20-minute day is the piece, warmed up first, and its sessions are never cut below 15 minutes of it', async () => {
    const p = await generateRoadmap(asker(20)(OPTION, 'grade 3 piano', 'play Für Elise', { daysPerWeek: 5 }), builtinProvider);
    const sessions = p.weeks.flatMap((w) => w.days.map((d) => d.tasks[0]!)).filter((t) => /^Warm up first/.test(t.description));
    expect(sessions.length).toBeGreaterThan(10);
    for (const session of sessions) expect(session.estimatedMinutes).toBeGreaterThanOrEqual(15);
  });
});

describe('“while singing” is songs played and sung', () => {
  it.each([
    ['I strum open chords on guitar', 'play fingerstyle guitar while singing'],
    ['I know a few chords on ukulele', 'fingerpick and sing along to my favourite songs'],
    ['beginner guitarist', 'accompany myself singing with travis picking'],
  ])('“%s” → “%s”: a song to sing, sung over the pattern, and sung for someone', async (current, target) => {
    const p = await generateRoadmap(asker(20)(OPTION, current, target, { daysPerWeek: 5 }), builtinProvider);
    const text = textOf(p);
    expect(text).toMatch(/Choose a song you know the words of and want to sing/);
    expect(text).toMatch(/speak the words in rhythm, then hum the melody over it, then sing/);
    expect(text).toMatch(/Play the piece for one person[^\n]*Sing it as you play/);
  });

  it('fingerpicking without singing is not asked to sing', async () => {
    const p = await generateRoadmap(asker(20)(OPTION, 'I strum open chords', 'learn fingerstyle guitar'), builtinProvider);
    expect(textOf(p)).not.toMatch(/\bsing\b/i);
  });
});

describe('a piece named by its composer, for a player coming back (read as a piano teacher)', () => {
  const back = (target: string, current = 'grade 5 piano as a child, haven’t played in 15 years') =>
    generateRoadmap(asker(40)(OPTION, current, target, { daysPerWeek: 5 }), builtinProvider);

  it('plans the piece itself when the target names it by its composer, however the player says they stopped', async () => {
    for (const [target, current] of [
      ["play Einaudi's Nuvole Bianche", 'grade 5 piano as a child, haven’t played in 15 years'],
      ['learn a Chopin waltz again', "I haven't played for years, I had lessons to grade 6"],
      ['play Yiruma’s Kiss the Rain for my wife', 'played at school, have not played since'],
    ]) {
      const p = await back(target, current);
      expect(p.description).not.toMatch(/does not teach learning an instrument from zero/);
      expect(p.weeks[0]!.title).toMatch(/^Week 1: Meet /);
    }
  });

  it('practises on the days the player gave, one after another, each week a calendar week: a piece is not a run', async () => {
    const p = await back("play Einaudi's Nuvole Bianche");
    for (const week of p.weeks) expect(week.days).toHaveLength(5);
    expect(p.weeks[0]!.days.reduce((m, d) => m + minutesOf(d), 0)).toBeGreaterThanOrEqual(0.8 * 5 * 40);
  });

  it('still reads someone who never played as a beginner', async () => {
    const p = await back('play Clair de Lune', "I haven't ever played an instrument");
    expect(p.description).toMatch(/does not teach learning an instrument from zero/);
  });
});
