import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 18 (decision 305): a Coding target outside the tracks fell to "programming foundations". A retired
 * engineer's Arduino weather station got loops and objects for 25 weeks with no board, sensor or breadboard;
 * a React developer's AWS Solutions Architect exam got the same. Each now has its track: a board, a blink, sensors
 * at low voltage, then the person's project built; a cloud exam from its own guide, a billing alarm first, labs in
 * the free tier deleted after, and practice exams. People written for this test.
 */

const coding = onOption('Coding');
const ELECTRONICS = 'Arduino, ESP32, Pico or micro:bit: your project built';
const PI = 'Raspberry Pi: your project running on it';
const CLOUD = 'A cloud certification: AWS, Azure or Google Cloud';
const ML = 'Machine learning on your own data';

describe('a board and a project of your own, as a maker reads the plan', () => {
  it.each([
    ['complete beginner, 52, retired engineer', 'build an Arduino weather station', 60, 4, /your weather station/, /Arduino IDE 2/],
    ['I know some Python', 'an ESP32 air quality monitor that shows readings on my phone', 45, 5, /your air quality monitor/, /3\.3 V/],
    ['teacher, no electronics', 'learn Arduino with my class', 20, 2, /your project/, /Arduino IDE 2/],
    ['I built the Arduino starter kit projects', 'a robot car with an Arduino', 120, 6, /your robot car/, /Uno's pins are 5 V/],
    ['13 years old, I like Scratch', 'make stuff with a micro:bit and sensors', 15, 7, /your project/, /micro:bit Python Editor/],
  ])('%s → %s: the kit, safety, a blink, sensors, the project', async (current, target, minutes, days, project, board) => {
    expect(coding.trackOf(current, target)).toBe(ELECTRONICS);
    const p = await coding.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(project);
    expect(text).toMatch(board);
    expect(text).not.toMatch(/FizzBuzz|console to-do list|tip calculator/);
  });

  it('a Raspberry Pi project is the Pi track’s (decision 329)', () => {
    expect(coding.trackOf('never coded', 'a plant watering system with a Raspberry Pi')).toBe(PI);
  });

  it('says low voltage only, mains an electrician’s, before the first wire', async () => {
    const p = await coding.plan('complete beginner', 'build an Arduino weather station', 30, 3);
    const first = textOf({ ...p, weeks: p.weeks.slice(0, 1) });
    expect(first).toMatch(/Mains .* never part of this plan/);
    expect(first).toMatch(/resistor/);
  });

  it.each([
    ['I run a small shop', 'set up Pi-hole on a Raspberry Pi'],
    ['never programmed', 'a Plex media server on my Raspberry Pi'],
    ['I work in consumer electronics retail', 'build a website for our electronics store'],
    ['never programmed', 'build my own personal website'],
    ['I code in Python and use pandas at work', 'build a dashboard for our sensor data'],
  ])('%s → %s: not this track', (current, target) => {
    expect(coding.trackOf(current, target)).not.toBe(ELECTRONICS);
  });
});

describe('a cloud exam, as a cloud trainer reads the plan', () => {
  it.each([
    [
      'junior dev, 1 year of React at work',
      'pass AWS Solutions Architect Associate',
      60,
      5,
      /SAA-C03.*130 minutes.*720/,
      /Design Secure Architectures 30%/,
    ],
    [
      'complete beginner, office admin',
      'AWS Cloud Practitioner certification',
      30,
      3,
      /CLF-C02.*90 minutes.*700/,
      /Billing, Pricing and Support 12%/,
    ],
    ['IT support, 3 years', 'pass the AZ-104 exam', 45, 4, /AZ-104.*700/, /virtual networking 15–20%/],
    ['never coded', 'Azure fundamentals AZ-900', 30, 5, /AZ-900.*45 minutes/, /cloud concepts 25–30%/],
    ['python developer', 'Google Associate Cloud Engineer certification', 90, 6, /no passing score/, /five sections/],
    [
      'I passed Cloud Practitioner last year',
      'aws solutions architect associate exam in spring',
      120,
      7,
      /SAA-C03/,
      /Design Resilient Architectures 26%/,
    ],
  ])('%s → %s: the guide, a billing alarm, labs, practice exams', async (current, target, minutes, days, exam, domains) => {
    expect(coding.trackOf(current, target)).toBe(CLOUD);
    const p = await coding.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(exam);
    expect(text).toMatch(domains);
    expect(text).toMatch(/[Bb]udget|billing alarm/);
    expect(text).toMatch(/full practice (exam|set)/);
    expect(text).not.toMatch(/FizzBuzz|console to-do list|tip calculator/);
  });

  it('a developer starts at the safe account, the billing alarm before any lab; a beginner first meets servers and DNS', async () => {
    const dev = await coding.plan('junior dev, 1 year of React at work', 'pass AWS Solutions Architect Associate', 60, 5);
    expect(dev.weeks[0]!.title).toMatch(/billing alarm first/);
    const newcomer = await coding.plan('complete beginner, office admin', 'AWS Cloud Practitioner certification', 30, 3);
    expect(newcomer.weeks[0]!.title).toMatch(/What the cloud runs on/);
    const titles = newcomer.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    const alarm = titles.findIndex((t) => /^Set a budget/.test(t));
    expect(alarm).toBeGreaterThan(-1);
    expect(titles.findIndex((t) => /^Lab: an S3 bucket/.test(t))).toBeGreaterThan(alarm);
    // Before the alarm, no lab is set without saying it waits for the alarm.
    const early = newcomer.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).slice(0, alarm);
    for (const task of early.filter((t) => /\blab\b/i.test(`${t.title} ${t.description}`)))
      expect(task.description).toMatch(/once your (account's )?billing alarm is set/);
  });

  it('says plainly when 20 minutes twice a week cannot reach the exam in half a year', async () => {
    const p = await coding.plan('never coded', 'Azure fundamentals AZ-900', 20, 2);
    expect(p.description).toMatch(/does not reach it yet/);
    expect(p.description).toMatch(/40 hours/);
  });

  it.each([
    ['I know JavaScript and built a few React apps', 'deploy my web app to AWS'],
    ['bootcamp last year', 'get hired as a junior developer'],
    ['never programmed', 'build my own personal website'],
  ])('%s → %s: not this track', (current, target) => {
    expect(coding.trackOf(current, target)).not.toBe(CLOUD);
  });
});

describe('machine learning on your own data, as an ML mentor reads the plan', () => {
  it.each([
    ['I know a little Python', 'learn machine learning', 45, 4, /your own CSV/, /Intro to Machine Learning/],
    ['never coded', 'train a neural network to recognise my cat', 30, 3, /your own photos/, /Kaggle Learn's Python course/],
    [
      'data analyst, pandas daily',
      'build an ML model to predict customer churn',
      60,
      5,
      /customer data/,
      /fast\.ai|Crash Course: neural networks/,
    ],
    ['python developer', 'a text classifier for spam e-mails with scikit-learn', 90, 6, /your own texts/, /Hugging Face/],
    ['PhD student in biology, some R', 'get started with machine learning for my images', 20, 7, /your own photos/, /baseline/],
    ['software engineer', 'learn PyTorch and deep learning', 120, 3, /Kaggle dataset/, /train_test_split/],
  ])('%s → %s: a baseline, a validated model, pipelines, honest scores', async (current, target, minutes, days, data, course) => {
    expect(coding.trackOf(current, target)).toBe(ML);
    const p = await coding.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(data);
    expect(text).toMatch(course);
    expect(text).not.toMatch(/FizzBuzz|console to-do list|tip calculator/);
  });

  it.each([
    ['I build model railways', 'a model train layout controlled by an Arduino'],
    ['bootcamp last year', 'a machine learning engineer job'],
    ['I know Excel well', 'a data analyst job'],
    ['I code in Python and use pandas at work', 'a dashboard my team opens in a browser'],
  ])('%s → %s: not this track', (current, target) => {
    expect(coding.trackOf(current, target)).not.toBe(ML);
  });
});
