import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { firstWeekTitled, plan, spreadAsker, textOf, titlesOf } from './read-plan';

/**
 * A phone app on Android, or on both phones (round 19, decision 339), read as an Android mentor and a
 * cross-platform mentor would: "an app for my running club on Android", "a Kotlin app" and "an app for both
 * iPhone and Android" got the JavaScript web path (the iPhone track sends Android away, the web app track
 * leaves mobile apps out), with no Android Studio, Kotlin, Play Console, Flutter or Expo in it.
 */

const ask = spreadAsker('Coding');
/** The weeks in order of the steps named, each found. */
const inOrder = (p: RoadmapPlan, steps: RegExp[]) => {
  const weeks = steps.map((step) => ({ step: String(step), week: firstWeekTitled(p, step) }));
  for (const found of weeks) expect(found).toEqual({ step: found.step, week: expect.any(Number) });
  const order = weeks.map((w) => w.week!);
  expect(order).toEqual([...order].sort((a, b) => a - b));
};

describe('someone who never coded, an app for their running club on Android, 45 minutes, 4 days a week', () => {
  const request = ask('I’ve never written any code', 'an app for my running club on Android', 45, 4);

  it('is planned on the Android track, in Kotlin and Jetpack Compose, to Google Play', async () => {
    const p = await plan(request);
    expect(readBack(request).track.name).toBe('An Android app of your own');
    expect(p.title).toBe('Coding: your app on Google Play');
    expect(textOf(p)).toMatch(/Android Basics with Compose/);
    expect(textOf(p)).not.toMatch(/JavaScript|the DOM|npm |node --version|Xcode|SwiftUI/);
  });

  it('names the app in the person’s words where it is sketched and where it goes live', async () => {
    const p = await plan(request);
    expect(titlesOf(p)).toContain('The one job of the app for your running club in a sentence, and its three screens sketched');
    expect(titlesOf(p)).toContain('Install the app for your running club from Google Play on your own phone, and share its link');
  });

  it('goes from Android Studio to Google Play in the order an Android mentor teaches it', async () => {
    inOrder(await plan(request), [
      /^Install Android Studio/,
      /^A counter: remember \{ mutableStateOf/,
      /^Run the app on your own Android phone/,
      /^A LazyColumn of your sample items/,
      /^A NavHost with two routes/,
      /Room @Entity/,
      /^Turn on TalkBack/,
      /^Register for a Google Play Console developer account/,
      /^Create a closed test track/,
      /^Apply for production access/,
      /^Install .+ from Google Play on your own phone/,
    ]);
  });

  it('runs the closed test over the next weeks before production access, and names where its numbers are checked', async () => {
    const p = await plan(request);
    const opened = firstWeekTitled(p, /^Create a closed test track/)!;
    expect(firstWeekTitled(p, /^Apply for production access/)).toBeGreaterThanOrEqual(opened + 2);
    expect(textOf(p)).toMatch(/one-off/);
    expect(textOf(p)).toMatch(/14 days in a row/);
    expect(textOf(p)).toMatch(/App testing requirements for new personal developer accounts.*check it there/s);
    const early = p.weeks.slice(0, opened - 1).flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(early.filter((t) => /Play Console|closed test|production/i.test(t))).toEqual([]);
  });
});

describe('a teenager, a Python learner and an Android developer', () => {
  it('tells a 15-year-old that publishing is done under a parent’s account, and still plans the app', async () => {
    const p = await plan(ask('I’m 15, did a bit of Scratch at school', 'put my football team app on the Play Store', 30, 3));
    expect(p.description).toMatch(/parent’s or guardian’s account/);
    expect(titlesOf(p)).toContain('Install Android Studio and run the Empty Activity template on an emulator');
  });

  it('plans “a Kotlin app” for a Python learner on Android, with its own phone early', async () => {
    const request = ask('I know some Python from work scripts', 'a Kotlin app that logs my climbing sessions', 60, 6);
    expect(readBack(request).track.name).toBe('An Android app of your own');
    expect(firstWeekTitled(await plan(request), /^Run the app on your own Android phone/)).toBeLessThanOrEqual(2);
  });

  it('starts someone who has built Compose apps at their own list, not at installing Android Studio', async () => {
    const p = await plan(
      ask(
        'I’ve built a couple of Android apps with Kotlin and Jetpack Compose for myself',
        'publish my habit tracker on the Play Store',
        120,
        7,
      ),
    );
    expect(titlesOf(p)).not.toContain('Install Android Studio and run the Empty Activity template on an emulator');
    expect(firstWeekTitled(p, /^Register for a Google Play Console/)).toBeLessThanOrEqual(6);
  });
});

describe('one app for both phones', () => {
  it('plans Flutter for someone who never coded, with the iPhone build said plainly for a Windows laptop', async () => {
    const request = ask(
      'never written code, I have a Windows laptop and an iPhone',
      'an app for my dog walking business on both iPhone and Android',
      30,
      5,
    );
    const p = await plan(request);
    expect(readBack(request).track.name).toBe('One app for iPhone and Android');
    expect(p.title).toBe('Coding: your app on both stores');
    expect(p.description).toMatch(/Flutter builds the iPhone version only with Xcode on a Mac/);
    expect(textOf(p)).toMatch(/flutter doctor/);
    expect(textOf(p)).toMatch(/ListView\.builder/);
    expect(textOf(p)).not.toMatch(/Expo Go|FlatList|useState/);
  });

  it('plans React Native with Expo for someone who knows React, in their JavaScript', async () => {
    const p = await plan(ask('I know React from my job as a web developer', 'an app for both iPhone and Android', 60, 5));
    expect(p.weeks[0]!.title).toBe('Week 1: React Native with Expo: set up, and your first screen');
    expect(textOf(p)).toMatch(/create-expo-app/);
    expect(textOf(p)).toMatch(/FlatList/);
    expect(textOf(p)).toMatch(/EAS Build/);
    expect(textOf(p)).not.toMatch(/flutter doctor|Dart|ListView\.builder/);
  });

  it('keeps Flutter when the target names it, whatever the person knows', async () => {
    const p = await plan(ask('I know JavaScript', 'a Flutter app for my shop', 45, 4));
    expect(p.weeks[0]!.title).toBe('Week 1: Flutter: set up, and your first screen');
  });

  it('goes to both stores in order: a list, saved data, TalkBack and VoiceOver, both tests, App Review, production access', async () => {
    inOrder(await plan(ask('I teach maths and never coded', 'an app my pupils can use on any phone', 45, 5)), [
      /^Set up Flutter/,
      /^A scrolling list of your sample items/,
      /^Your items saved on the phone/,
      /TalkBack on Android or VoiceOver on iPhone/,
      /^Register a Google Play Console account and enrol in the Apple Developer Program/,
      /^Open Google Play’s closed test and invite TestFlight testers/,
      /^Submit the iPhone build for App Review/,
      /^Apply for production access/,
      /^Install .+ from Google Play and the App Store/,
    ]);
  });
});

describe('who else each track serves, and who it does not', () => {
  it.each([
    ['an Android app on Google Play', 'An Android app of your own'],
    ['learn Kotlin', 'An Android app of your own'],
    ['an app on the Play Store for my bakery', 'An Android app of your own'],
    ['a React Native app', 'One app for iPhone and Android'],
    ['publish my app on iOS and Android', 'One app for iPhone and Android'],
    ['a cross-platform app for my choir', 'One app for iPhone and Android'],
    ['a mobile app for my shop', 'One app for iPhone and Android'],
    ['an app on the Play Store and the App Store', 'One app for iPhone and Android'],
    ['an app for Android phones and iPhones', 'One app for iPhone and Android'],
    ['an Android app, maybe iPads later', 'One app for iPhone and Android'],
    ['an Android app for the apple orchard I run', 'An Android app of your own'],
    ['an iPhone app on the App Store', 'An iPhone app of your own'],
  ])('plans “%s” on %s', (target, name) => {
    expect(readBack(ask('never coded', target, 30, 3)).track.name).toBe(name);
  });

  it.each([
    ['an Android game'],
    ['a Flutter game for my kids'],
    ['get a job as an Android developer'],
    ['a junior Flutter developer role'],
    ['a Kotlin back end with a Ktor server'],
    ['a web app for my bakery'],
    ['an app for my running club'],
    ['an Android app that reads my Arduino sensor'],
  ])('leaves “%s” to another track', (target) => {
    expect(readBack(ask('I know some Python', target, 30, 3)).track.name).not.toMatch(
      /^(An Android app of your own|One app for iPhone and Android)$/,
    );
  });
});
