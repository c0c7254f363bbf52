import { readBack } from '../../lambdas/roadmap/reading';
import { firstWeekTitled, plan, spreadAsker, textOf, titlesOf } from './read-plan';

/**
 * An iPhone app of one's own (issue #36, round 19, decision 336), read as an iOS mentor would: "I know some
 * Python" → "publish my first iPhone app to the App Store" got the JavaScript web path ("web pages and apps
 * are built in JavaScript") and 17 weeks of browser projects, with no Xcode, Swift, TestFlight or App Review.
 */

const ask = spreadAsker('Coding');

describe('a Python learner publishing a first iPhone app, 90 minutes, 5 days a week', () => {
  const request = ask('I know some Python from a university course', 'publish my first iPhone app to the App Store', 90, 5);

  it('is planned on the iPhone track, in Swift and SwiftUI, to the App Store', async () => {
    const p = await plan(request);
    expect(readBack(request).track.name).toBe('An iPhone app of your own');
    expect(p.title).toBe('Coding: your app on the App Store');
    expect(textOf(p)).not.toMatch(/JavaScript|the DOM|npm |node --version/);
  });

  it('goes from Xcode to the App Store in the order an iOS mentor teaches it', async () => {
    const p = await plan(request);
    const steps = [
      /^Install Xcode/,
      /^A counter: @State/,
      /^NavigationStack and NavigationLink/,
      /^Run the app on your own iPhone/,
      /SwiftData @Model/,
      /^Dynamic Type/,
      /^Enrol in the Apple Developer Program/,
      /^TestFlight: invite/,
      /^Choose your final build and submit for review/,
      /^Download your app from the App Store/,
    ];
    const weeks = steps.map((step) => ({ step: String(step), week: firstWeekTitled(p, step) }));
    for (const found of weeks) expect(found).toEqual({ step: found.step, week: expect.any(Number) });
    const order = weeks.map((w) => w.week!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('never sends a build to TestFlight before the week that joins the developer programme', async () => {
    const p = await plan(request);
    const enrol = firstWeekTitled(p, /^Enrol in the Apple Developer Program/)!;
    const early = p.weeks.slice(0, enrol - 1).flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(early.filter((t) => /TestFlight|Archive/.test(t))).toEqual([]);
  });
});

describe('who else it serves, and who it does not', () => {
  it('warns someone with only a Windows laptop that Xcode needs a Mac, before week 1', async () => {
    const p = await plan(ask('I only have a Windows laptop', 'an iOS app on the App Store', 45, 4));
    expect(p.description).toMatch(/runs only on a Mac/);
  });

  it('starts a person who already built SwiftUI apps at their own app, not at Xcode’s installation', async () => {
    const p = await plan(ask('I built a few SwiftUI apps for myself', 'put my habit tracker on the App Store', 60, 5));
    expect(titlesOf(p)).not.toContain('Install Xcode from the Mac App Store and open it once');
    expect(firstWeekTitled(p, /^Enrol in the Apple Developer Program/)).toBeLessThanOrEqual(6);
  });

  it.each([
    ['an app for my running club on Android', /iPhone app/],
    ['an iPhone game', /iPhone app/],
    ['a junior iOS developer job', /iPhone app/],
    ['SWIFT transfers at the bank where I work', /iPhone app/],
    ['make a web app for my bakery', /iPhone app/],
  ])('leaves “%s” to another track', (target, name) => {
    expect(readBack(ask('never coded', target, 30, 3)).track.name).not.toMatch(name);
  });

  it.each([
    ['make an iPhone app for my running club'],
    ['learn SwiftUI'],
    ['get my app on the App Store'],
    ['an iPad app for my classroom'],
  ])('plans “%s” on it', (target) => {
    expect(readBack(ask('never coded, I have a MacBook', target, 30, 3)).track.name).toBe('An iPhone app of your own');
  });
});
