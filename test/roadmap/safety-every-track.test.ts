import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG, optionSlug } from '../../contract';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { loadTrack } from '../../lambdas/roadmap/curricula/load';
import type { Curriculum } from '../../lambdas/roadmap/curricula/schema';
import { asker } from './ask';
import { onOption } from './track-ask';

/**
 * Issue #36 (decision 229): a track's plan said only its own warnings, so someone on the anger or the
 * loneliness track who said "I've been thinking of ending it" or "panic attacks" got no crisis or panic
 * line, and someone on the IBS track who said "I make myself sick after eating" no eating-disorder line.
 * An option's warnings now say where they belong (`every`); the every-path ones are said on each track,
 * after its own, one for each thing warned of (`about`). The cases are generated from the data; the
 * people below them were written for this test.
 */

type Warning = NonNullable<Curriculum['warnings']>[number];
type Track = NonNullable<Curriculum['tracks']>[number];

const DIR = join(__dirname, '../../lambdas/roadmap/curricula');
const raw = (name: string): Curriculum => JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8'));
const calls = (w: Warning, words: string) => w.match.some((p) => new RegExp(p, 'i').test(words.toLowerCase().replace(/’/g, "'")));
/** A warning's sentence as a plan says it, its holes (`{debtadvice}`) filled with the person's country's words. */
const sentence = (say: string) =>
  new RegExp(
    say
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^.]+'),
  );

/** Every option whose file has tracks, with its file's name. */
const OPTIONS = CATALOG.flatMap((c) => c.options)
  .map((option) => ({ option, slug: optionSlug(option) }))
  .filter(({ slug }) => {
    try {
      return !!raw(slug).tracks;
    } catch {
      return false;
    }
  });

/** A person's own words for each thing an every-path warning warns of. */
const SAYS: Record<string, string> = {
  crisis: 'some days I think about ending it',
  panic: 'I get panic attacks',
  depression: 'I have been depressed for months',
  trauma: 'since the crash I have flashbacks',
  stammer: 'I have a stammer',
  abuse: 'I am scared of my partner',
  'eating-disorder': 'I make myself sick after I eat',
  condition: 'I take warfarin',
  heart: 'I get chest pain',
  pain: 'I have shin splints',
  apnoea: 'my partner says I snore and stop breathing',
  'sleep-medication': 'I take zopiclone',
  menopause: 'I am perimenopausal',
  'low-mood': 'I wake at 4am and can’t get back to sleep',
  debt: 'I have a payday loan',
  gambling: 'I gamble more than I can afford',
  fasting: 'I am fasting for Ramadan',
};

const TARGET = 'get better at it';
const planFor = (option: string, track: string, current: string) =>
  generateRoadmap(
    {
      ...asker(20)(option, current, TARGET, { daysPerWeek: 3 }),
      answers: { currentLevel: current, targetLevel: TARGET, dailyMinutes: 20, track },
    },
    builtinProvider,
  );

describe('every option with tracks says where each of its warnings belongs', () => {
  it.each(OPTIONS.map((o) => [o.option, o.slug]))('%s', (_, slug) => {
    const file = raw(slug);
    for (const w of file.warnings ?? []) expect({ say: w.say, every: typeof w.every }).toEqual({ say: w.say, every: 'boolean' });
    // An every-path warning has an `about`, and a person's words for it here that call it.
    for (const w of (file.warnings ?? []).filter((v) => v.every)) {
      expect(w.about && SAYS[w.about]).toBeTruthy();
      expect({ about: w.about, called: calls(w, SAYS[w.about!]!) }).toEqual({ about: w.about, called: true });
    }
    // A track's file has no tracks: where its warnings belong is not its to say. (A track planned `from` another
    // option's own file — a custom marathon on Physical Fitness's — says that option's warnings as its general path does.)
    for (const t of (file.tracks ?? []).filter((t) => !t.from))
      expect((raw(`${slug}-${t.id}`).warnings ?? []).filter((w) => w.every !== undefined)).toEqual([]);
  });
});

/** Each option's every-path warnings on each of its tracks, unless the track works that thing into its weeks. */
const CASES = OPTIONS.flatMap(({ option, slug }) => {
  const file = raw(slug);
  return (file.tracks ?? []).flatMap((track: Track) => {
    const own = raw(track.from ?? `${slug}-${track.id}`);
    return (file.warnings ?? [])
      .filter((w) => w.every && !own.handles?.some((h) => h === w.about))
      .map((w) => ({ option, track: track.id, about: w.about!, w, own: own.warnings ?? [], all: file.warnings ?? [] }));
  });
});

describe('an every-path warning is said on each track to a person whose words call it', () => {
  it('covers the options with warnings and tracks', () => {
    expect(new Set(CASES.map((c) => c.option))).toEqual(
      new Set(['Mental Health', 'Nutrition Basics', 'Physical Fitness', 'Sleep Improvement', 'Saving for a Goal', 'Custom']),
    );
  });

  it.each(CASES.map((c) => [c.option, c.track, c.about, c]))('%s, %s track: %s', async (_o, _t, _a, c) => {
    const words = SAYS[c.about]!;
    const p = await planFor(c.option, c.track, words);
    // The first of the track's own warnings, then the option's, that warns of this thing (a track's copy of
    // the option's warning warns of what it does, as does one that opens alike, "You mention panic attacks.",
    // decision 318) and that the words call: said once, and no other of them.
    const opening = (say: string) => say.split(/(?<=[.!?])\s/)[0]!;
    const aboutOf = (w: Warning) => w.about ?? c.all.find((o) => o.say === w.say || opening(o.say) === opening(w.say))?.about;
    const of = [...c.own, ...c.all.filter((w) => w.every)].filter((w) => aboutOf(w) === c.about);
    const expected = of.find((w) => calls(w, words))!;
    expect(p.description).toMatch(sentence(expected.say));
    expect(p.description.split(sentence(expected.say))).toHaveLength(2);
    for (const w of of.filter((v) => v.say !== expected.say)) expect(p.description).not.toMatch(sentence(w.say));
  });
});

describe('a person who says nothing of the kind hears no warning of the option', () => {
  const TRACKS = OPTIONS.flatMap(({ option, slug }) => (raw(slug).tracks ?? []).map((t: Track) => [option, slug, t.id, t] as const));

  it.each(TRACKS)('%s, %s track: the general-path warnings are not merged in', (option, slug, _id, track) => {
    const all = raw(slug).warnings ?? [];
    // A general-path warning whose words an every-path one repeats for fewer conditions (IBS) is that one's.
    const general = all.filter((w) => !w.every && !all.some((v) => v.every && v.say === w.say));
    const own = raw(track.from ?? `${slug}-${track.id}`).warnings ?? [];
    const merged = loadTrack(option, track).warnings ?? [];
    for (const w of general) expect(merged.some((m) => m.say === w.say)).toBe(own.some((o) => o.say === w.say));
  });

  it.each(TRACKS.filter((_, i) => i % 3 === 0))('%s, %s track: "I want to start"', async (option, slug, track) => {
    const p = await planFor(option, track, 'I want to start, I have a bit of time in the evenings');
    for (const w of raw(slug).warnings ?? []) expect(p.description).not.toMatch(sentence(w.say));
  });
});

describe('people on a track, in their own words', () => {
  const mind = onOption('Mental Health');
  const food = onOption('Nutrition Basics');
  const sleep = onOption('Sleep Improvement');
  const body = onOption('Physical Fitness');
  const CRISIS =
    /You mention thoughts of ending your life or harming yourself\. Please talk to someone today: in the UK call Samaritans on 116 123/;
  const BEAT = /You mention an eating disorder or binge eating: please see your doctor, or in the UK call Beat’s helpline/;

  it.each([
    [mind, 'I lose my temper with my kids and I have been thinking of ending it', 'control my temper', /^Anger/, CRISIS],
    [mind, 'I hate myself and some days I feel I would be better off dead', 'stop being so hard on myself', /^Self-esteem/, CRISIS],
    [mind, 'my wife died last year, some mornings I don’t want to wake up', 'cope with my grief', /^Grief/, CRISIS],
    [mind, 'burnt out, and I have been cutting myself again', 'recover from burnout', /^Burnout/, CRISIS],
    [
      mind,
      'I moved cities and know nobody, I get panic attacks at night',
      'feel less lonely and make friends',
      /^Loneliness/,
      /cognitive behavioural therapy for panic helps most people/,
    ],
    [
      mind,
      'I shout at my boyfriend, and I am frightened of my ex',
      'stop shouting',
      /^Anger/,
      /National Domestic Abuse Helpline on 0808 2000 247 \(UK, free, any time/,
    ],
    [
      mind,
      'lonely since I left the army, I have PTSD',
      'join a group and make friends',
      /^Loneliness/,
      /trauma-focused CBT or EMDR\) is the help NICE recommends/,
    ],
    [food, 'I have IBS and I make myself sick after eating', 'sort out my IBS', /^IBS/, BEAT],
    [food, 'vegan, sometimes I binge and then starve myself', 'get enough protein as a vegan', /^Vegetarian or vegan/, BEAT],
    [
      food,
      'new to vegetarian food, I take warfarin',
      'eat enough protein as a vegetarian',
      /^Vegetarian or vegan/,
      /check this plan’s targets with your doctor or a registered dietitian/,
    ],
    [sleep, 'I am perimenopausal and on nights', 'sleep better between night shifts', /^Shift work/, /NICE NG23 says to discuss HRT/],
    [
      sleep,
      'I go to bed at 2am, then wake at 4 and can’t get back to sleep',
      'go to bed by 11',
      /^Sleep Improvement$/,
      /also a sign of low mood/,
    ],
    [
      body,
      'I have high blood pressure and have never done a handstand',
      'hold a handstand',
      /^A handstand/,
      /see a doctor before you start, and stop at once if chest pain/,
    ],
    [
      body,
      'shin splints from running',
      'deadlift 100kg',
      /^A barbell lift/,
      /have it checked by a doctor or physiotherapist before you build up/,
    ],
  ])('%#: "%s" → "%s"', async (who, current, target, track, line) => {
    expect(who.trackOf(current, target)).toMatch(track);
    expect((await who.plan(current, target, 20, 4)).description).toMatch(line);
  });

  it.each([
    [mind, 'I shout at my kids every morning', 'stop shouting at my kids'],
    [mind, 'lonely since retiring', 'join a group and make friends'],
    [mind, 'I want to end it with my ex and move on, I snap at him', 'keep my temper'],
    [food, 'bloating and cramps, I have IBS', 'sort out my IBS'],
    [food, 'vegetarian for a year', 'more protein as a vegetarian'],
    // Hunger is not an eating disorder: "starving by 11" is a breakfast too small.
    [food, 'vegan, I am always starving by 11am', 'more protein as a vegan'],
    [sleep, 'nurse on rotating nights', 'sleep better between shifts'],
    [body, 'I sit all day', 'do 10 push-ups'],
    [body, 'I run 5k in 31 minutes', 'run 5k under 28 minutes'],
  ])('%#: "%s" → "%s": no warning the words do not call', async (who, current, target) => {
    const { description } = await who.plan(current, target, 20, 4);
    expect(description).not.toMatch(
      /^You mention|\. You mention (thoughts|panic|depression|trauma|an eating|a condition|the menopause|your heart)/,
    );
  });
});
