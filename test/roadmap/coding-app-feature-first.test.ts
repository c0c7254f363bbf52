import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { onOption, expectOnTheirDays } from './track-ask';

/**
 * A phone app whose target names what it does gets that feature first (round 20, decision 350). A ward nurse's
 * "Android app that reminds my team about fluid charts" had the reminder as one choice of three in week 13 and built
 * in week 23, after the release; "fluid charts" was in no task, and nothing said to keep patient data out. Now the
 * first practice weeks after the first version build the feature the target names (a reminder, a photo, live data,
 * a map), the app's one feature is that one, the person's own words are in the sketch, and an app touching health,
 * money or other people's details says how to keep such data out (ICO, UK GDPR: data minimisation; the employer's
 * information governance lead; HIPAA). People written for this test; a mobile developer's reading.
 */
const { trackOf, plan } = onOption('Coding');
const ANDROID = 'An Android app of your own';
const IOS = 'An iPhone app of your own';
const BOTH = 'One app for iPhone and Android';

const tasks = (p: RoadmapPlan) => p.weeks.flatMap((w, at) => w.days.flatMap((d) => d.tasks.map((t) => ({ week: at + 1, ...t }))));
const firstWeek = (p: RoadmapPlan, words: RegExp) => tasks(p).find((t) => words.test(`${t.title} ${t.description}`))?.week ?? Infinity;
const release = (p: RoadmapPlan) =>
  firstWeek(p, /^Milestone: Your app on (?:Google Play|the App Store|both stores)$|Submit the iPhone build|submit for review/);

const PEOPLE: Array<[string, string, number, number, string, RegExp, RegExp, RegExp]> = [
  [
    'ward nurse, I only have a Windows laptop and an Android phone',
    'an Android app that reminds my team about fluid charts',
    20,
    4,
    ANDROID,
    /reminder notification at the time it is due/,
    /“reminds my team about fluid charts”/,
    /no patient’s name, hospital number or record goes into it.*information governance/,
  ],
  [
    'hairdresser, I did a JavaScript course years ago',
    'an iPhone app that reminds my clients about their appointments',
    30,
    3,
    IOS,
    /reminder notification at the time it is due/,
    /“reminds my clients about their appointments”/,
    /other people’s details: only what the job needs.*made-up sample people/,
  ],
  [
    'student, I know a little Python',
    'an Android app that reminds me when bills are due and tracks my budget',
    45,
    5,
    ANDROID,
    /reminder notification at the time it is due/,
    /“reminds me when bills are due and tracks my budget”/,
    /It touches money: no card or bank details in it/,
  ],
  [
    'nursery manager, never coded',
    'a Flutter app for our nursery so parents get photos of their kids',
    60,
    2,
    BOTH,
    /a photo from the camera or the photo picker on each item/,
    /“parents get photos of their kids”/,
    /other people’s details/,
  ],
  [
    'care home activities coordinator with an Android phone',
    'an Android app that reminds residents to take their medication',
    25,
    6,
    ANDROID,
    /reminder notification at the time it is due/,
    /“reminds residents to take their medication”/,
    /no patient’s name/,
  ],
];

describe('an app whose target names what it does builds that first, and keeps people’s data out', () => {
  it.each(PEOPLE)('%s → %s (%i min, %i days)', async (current, target, minutes, days, track, feature, own, privacy) => {
    expect(trackOf(current, target)).toBe(track);
    const p = await plan(current, target, minutes, days);
    const all = tasks(p)
      .map((t) => `${t.title}\n${t.description}`)
      .join('\n');
    // The person's words in the sketch, and the data line beside it, in week 1.
    const sketch = tasks(p).find((t) => /three screens sketched/.test(t.title))!;
    expect(sketch.week).toBe(1);
    expect(sketch.description).toMatch(own);
    expect(sketch.description).toMatch(privacy);
    // The feature is the app's one feature, and built before release.
    expect(all).toMatch(new RegExp(`one feature beyond the list: (?:a )?${feature.source.replace(/^a /, '')}`));
    expect(firstWeek(p, feature)).toBeLessThan(release(p));
    expectOnTheirDays(p, minutes, days);
    // No hole left unfilled anywhere, the practice weeks' line too ("{kit}’s documentation" had been).
    expect(JSON.stringify(p.weeks)).not.toMatch(/\{[a-z]+\}/);
  });

  it('the nurse’s reminder is built right after the first version, not after the release', async () => {
    const p = await plan(PEOPLE[0][0], PEOPLE[0][1], 20, 4);
    const reminder = firstWeek(p, /^Milestone: a reminder notification at the time it is due/);
    const firstVersion = firstWeek(p, /^Milestone: Your app’s first version/);
    expect(reminder).toBeGreaterThan(firstVersion);
    expect(reminder).toBeLessThanOrEqual(firstVersion + 3);
    expect(firstWeek(p, /the reminder set from each item, with WorkManager/)).toBe(reminder + 1);
    // No second "reminder notification per item" after the reminder is built: its later week grows it instead.
    expect(tasks(p).some((t) => /a reminder notification per item/.test(t.title))).toBe(false);
  });

  it.each([
    ['I know some Java', 'publish my first Android app on Google Play', ANDROID],
    ['designer', 'my first iPhone app in SwiftUI', IOS],
    ['I run a nursery garden', 'an Android app for my plant nursery stock list', ANDROID],
  ])('an app that names no feature and no one’s data keeps the plan as it was: %s → %s', async (current, target, track) => {
    expect(trackOf(current, target)).toBe(track);
    const p = await plan(current, target, 30, 3);
    const all = tasks(p)
      .map((t) => `${t.title}\n${t.description}`)
      .join('\n');
    expect(all).toMatch(/one feature beyond the list: the one your app’s job needs, from your sketch/);
    expect(all).toMatch(/Note what it will keep about people, if anything/);
    expect(all).not.toMatch(/GDPR|patient|It touches money/);
  });
});
