import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 22 (decision 406): a microcontroller project said in a maker's words — LED strips for a costume, a
 * model railway's signals, a MIDI pedal, a watering timer, a robot, a Pro Micro or a Teensy — was given the
 * general course's FizzBuzz weeks, and a Pro Micro was told an Uno's USB is no MIDI device. A learner who uses
 * a screen reader or has low vision was planned as if they saw the screen: click, drag, a sketch, a red
 * underline. People written for this test.
 */

const coding = onOption('Coding');
const BOARD = 'Arduino, ESP32, Pico or micro:bit: your project built';
const GENERAL = /Your machine, Git and a first program|FizzBuzz/;

describe('a microcontroller project in a maker’s own words reaches the board track', () => {
  it.each([
    ['I play guitar, never coded', 'a MIDI foot controller for my guitar pedals'],
    ['beginner', 'LED strips for my cosplay costume'],
    ['I sew my own costumes', 'light up my cosplay armour with NeoPixels'],
    ['retired engineer', 'signals for my model railway'],
    ['retired engineer', 'automate the signals and points on my model railway layout'],
    ['never coded', 'a plant-watering timer for my balcony'],
    ['never coded', 'build a small robot that avoids walls'],
    ['never coded', 'a macro pad with CircuitPython'],
    ['I know Python', 'learn MicroPython'],
    ['never coded', 'a WS2812 LED matrix clock'],
  ])('%s → %s', async (current, target) => {
    expect(coding.trackOf(current, target)).toBe(BOARD);
    const p = await coding.plan(current, target, 30, 3);
    expect(textOf(p)).not.toMatch(GENERAL);
    expect(textOf(p)).toMatch(/Mains \(the wall socket, 230 V or 120 V\) is never part of this plan/);
  });

  it.each([
    ['beginner', 'a robot vacuum app'],
    ['beginner', 'an app to track my model railway collection'],
    ['beginner', 'a website for my model railway club'],
    ['beginner', 'a plant watering reminder app'],
    ['beginner', 'build robots in Roblox'],
    ['beginner', 'make a Discord bot for my robot fighting club'],
    ['beginner', 'learn Python for data'],
    ['beginner', 'a MIDI sequencer app in JavaScript'],
  ])('%s → %s: not the board track', (current, target) => {
    expect(coding.trackOf(current, target)).not.toBe(BOARD);
  });
});

describe('the board, the project and its steps in the maker’s words', () => {
  it('a MIDI foot controller on a Pro Micro: its native USB, its own pins, then switches, knobs and a multiplexer', async () => {
    const p = await coding.plan('I play guitar, never coded', 'a MIDI foot controller on an Arduino Pro Micro', 45, 2);
    heldOnTheirDays(p, 2);
    expectOnTheirDays(p, 45, 2);
    const text = textOf(p);
    expect(text).toMatch(/Get the kit: a Pro Micro \(ATmega32U4/);
    expect(text).toMatch(/MIDIUSB library it is a MIDI device your software sees/);
    expect(text).toMatch(/SDA to pin 2 and SCL to pin 3 on a Pro Micro/);
    expect(text).toMatch(/A 5 V Pro Micro's pins are 5 V/);
    expect(text).not.toMatch(/An Uno's USB is not a MIDI device|SDA to A4/);
    const weeks = p.weeks.map((w) => w.title).join('\n');
    expect(weeks).toMatch(/your MIDI foot controller's buttons sending MIDI notes/);
    expect(weeks).toMatch(/more buttons for your MIDI foot controller through a multiplexer/);
  });

  it('a Teensy MIDI controller: USB Type MIDI, and pins that 5 V damages', async () => {
    const text = textOf(await coding.plan('some Arduino', 'a Teensy MIDI controller with 8 knobs', 60, 4));
    expect(text).toMatch(/Tools > USB Type > MIDI/);
    expect(text).toMatch(/A Teensy 4's pins are 3\.3 V and are damaged by 5 V/);
    expect(text).toMatch(/SDA to pin 18 and SCL to pin 19/);
  });

  it('LED strips for a costume on a Pico: the strip powered, capped, switched and worn, not a sensor log', async () => {
    const p = await coding.plan('beginner', 'LED strips for my cosplay costume on a Pico', 20, 5);
    heldOnTheirDays(p, 5);
    expectOnTheirDays(p, 20, 5);
    const text = textOf(p);
    const weeks = p.weeks.map((w) => w.title).join('\n');
    expect(weeks).toMatch(/your costume's LED strips: one strip lit, its power worked out/);
    expect(text).toMatch(/up to 60 mA a pixel at full white/);
    expect(weeks).toMatch(/your costume's LED strips on a USB power bank, with a switch/);
    expect(text).toMatch(/Thonny/);
    expect(weeks).not.toMatch(/readings averaged|thresholds and an alarm/);
  });

  it('a model railway’s signals: a train detected, a point on a servo, the track’s power kept apart', async () => {
    const p = await coding.plan('retired engineer, never programmed', 'signals and points on my model railway with an Arduino', 60, 5);
    const text = textOf(p);
    const weeks = p.weeks.map((w) => w.title).join('\n');
    expect(text).toMatch(/your layout's signals/);
    expect(text).toMatch(/never wired to the track's DCC or 12 V/);
    expect(weeks).toMatch(/your layout's signals: a train detected by a reed switch/);
    expect(weeks).toMatch(/a point moved slowly by a servo/);
  });
});

describe('a learner who uses a screen reader: every task by keyboard and speech', () => {
  it('a blind student on freeCodeCamp’s Responsive Web Design with JAWS: HTML and CSS, set up by ear, tested with their own screen reader', async () => {
    const current = "I'm blind and use JAWS, a student";
    const target = 'the freeCodeCamp Responsive Web Design certification';
    expect(coding.trackOf(current, target)).toBe('A personal website');
    const p = await coding.plan(current, target, 60, 5);
    expectOnTheirDays(p, 60, 5);
    expect(p.description).toMatch(/^You use a screen reader: the plan's tasks are done by keyboard and speech/);
    expect(p.weeks[0]!.days[0]!.tasks.map((t) => t.title)).toContain(
      'Set VS Code up for your screen reader, and code indentation read aloud',
    );
    const text = textOf(p);
    expect(text).toMatch(/Screen reader mode on \(Shift\+Alt\+F1/);
    expect(text).toMatch(/F7 and Shift\+F7/);
    expect(text).toMatch(/sketch it on paper[^\n]*By ear: write it as a text outline instead/);
    expect(text).toMatch(/device toolbar[^\n]*By ear: F12 opens DevTools/);
    expect(text).toMatch(/Tab through it[^\n]*By ear: then browse it with your own screen reader/);
    expect(text).not.toMatch(GENERAL);
  });

  it.each([
    ["I'm blind and use NVDA, never coded", 'learn to code', 30, 3],
    ['totally blind since birth, some Python', 'a Discord bot for my gaming group', 45, 4],
    ['I use VoiceOver on my Mac, never programmed', 'build a website for my choir', 20, 6],
  ])('%s → %s: set up first, a screen reader’s task in each lesson week', async (current, target, minutes, days) => {
    const p = await coding.plan(current, target, minutes, days);
    expectOnTheirDays(p, minutes, days);
    expect(p.description).toMatch(/You use a screen reader/);
    expect(textOf(p)).toMatch(/Line indentation reporting as tones/);
    const turn =
      /^(Errors by ear|Your changes by ear|Accessibility signals|The browser's DevTools from the keyboard|Next lesson read by headings)/;
    for (const week of p.weeks.slice(0, 2)) expect(week.days.flatMap((d) => d.tasks).some((t) => turn.test(t.title))).toBe(true);
    const turns = new Set(p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title).filter((title) => turn.test(title)))));
    expect(turns.size).toBeGreaterThanOrEqual(2);
  });
});

describe('a learner with low vision: the size and contrast they read best', () => {
  it.each([
    ["I'm 70, my eyes are not great for small text, never programmed", 'learn Python', 30, 4],
    ['low vision, retired', 'learn to code', 45, 3],
    ["I'm partially sighted and use ZoomText", 'build a website for my allotment society', 30, 5],
  ])('%s → %s', async (current, target, minutes, days) => {
    const p = await coding.plan(current, target, minutes, days);
    expect(p.description).toMatch(/You mention your sight: every task is done at the size and contrast you read best/);
    const text = textOf(p);
    expect(text).toMatch(/Set your editor and browser to the size and contrast you read best/);
    expect(text).toMatch(/Dark or Light High Contrast/);
    expect(text).toMatch(/Errors by keyboard, not by a red underline/);
    expect(text).not.toMatch(/By ear/);
  });

  it('a partially sighted person’s website is tested at 200% and 400% zoom', async () => {
    const text = textOf(await coding.plan("I'm partially sighted", 'a website for my allotment society', 30, 5));
    expect(text).toMatch(/200% and 400% browser zoom too/);
  });
});

describe('near misses: no sight said', () => {
  it.each([
    ['beginner', 'a blind date app'],
    ['I have a blind spot in CSS', 'a personal website'],
    ['researcher', 'a double-blind trial randomiser in Python'],
    ['beginner', 'an app to control my window blinds'],
    ['web developer', 'make my site work for screen reader users'],
    ['web developer', 'test my site with NVDA and JAWS'],
    ['teacher', 'teach a blind student to code'],
    ['my son is blind', 'learn to code to build him an app'],
    ['colour blind', 'learn JavaScript'],
  ])('%s → %s', async (current, target) => {
    const p = await coding.plan(current, target, 30, 3);
    expect(p.description).not.toMatch(/You use a screen reader|You mention your sight/);
    expect(textOf(p)).not.toMatch(/By ear|With your sight/);
  });
});
