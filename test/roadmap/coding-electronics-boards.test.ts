import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 19 (decision 329): the electronics track spoke Arduino whatever board the person named. A science
 * teacher's Raspberry Pi weather logger that the class reads on the web was told to "upload the Blink
 * example", use millis() and the serial monitor, and the web page never reached a task. A Raspberry Pi now
 * has its own track (Imager, SSH, gpiozero, a log, a Flask page, systemd at boot), and the board track
 * speaks each board's own toolchain, with the person's project the thread of its weeks. People written for
 * this test.
 */

const coding = onOption('Coding');
const PI = 'Raspberry Pi: your project running on it';
const BOARD = 'Arduino, ESP32, Pico or micro:bit: your project built';

/** Arduino's own words, which a Pi, Pico or micro:bit plan must not speak. */
const ARDUINO = /Upload the Blink example|Serial\.begin|millis\(\)|analogWrite|INPUT_PULLUP|Arduino IDE|Serial Monitor/;

describe('a Raspberry Pi project, as a maker reads the plan', () => {
  it.each([
    [
      'science teacher, some Python',
      'a Raspberry Pi weather logger my class can read on the web',
      90,
      5,
      /your weather logger/,
      /Your class read the page|school's IT/,
    ],
    [
      'senior software engineer, 10 years of Java and Linux, never touched hardware',
      'a home-automation dashboard on a Raspberry Pi 5',
      120,
      7,
      /your home-automation dashboard/,
      /VS Code's Remote - SSH.*27 W|27 W.*VS Code's Remote - SSH/s,
    ],
    ['never coded', 'a plant watering system with a Raspberry Pi', 45, 4, /your plant watering system/, /Nano is the editor/],
    [
      'I am 12 and love Minecraft',
      'a bird box camera with my Raspberry Pi Zero',
      30,
      6,
      /your bird box camera/,
      /Pi Zero.*rpicam-still.*latest photo on the page.*Today's photos as a gallery.*an adult with you/s,
    ],
  ])('%s → %s: the Pi as a Linux computer, to the project on its page', async (current, target, minutes, days, project, own) => {
    expect(coding.trackOf(current, target)).toBe(PI);
    const p = await coding.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(/Raspberry Pi Imager/);
    expect(text).toMatch(/ssh you@hostname\.local/);
    expect(text).toMatch(/from gpiozero import LED/);
    expect(text).toMatch(project);
    expect(text).toMatch(own);
    expect(text).not.toMatch(ARDUINO);
  });

  it('reaches the page, the boot service and the box for someone with the time', async () => {
    const p = await coding.plan('science teacher, some Python', 'a Raspberry Pi weather logger my class can read on the web', 90, 5);
    const text = textOf(p);
    expect(text).toMatch(/Flask's Quickstart/);
    expect(text).toMatch(/Your weather logger's latest reading on the page/);
    expect(text).toMatch(/A systemd service for the logger/);
    expect(text).toMatch(/A case for your weather logger/);
    expect(text).toMatch(/mains .* never part of this plan/);
  });

  it.each([
    ['I run a small shop', 'set up Pi-hole on a Raspberry Pi'],
    ['never programmed', 'a Plex media server on my Raspberry Pi'],
    ['I bake', 'a website for my raspberry pie bakery'],
    ['I know some Python', 'a MIDI controller with a Raspberry Pi Pico'],
    ['I have an Arduino', 'connect my Arduino to a Raspberry Pi to log a sensor'],
  ])('%s → %s: not the Pi track', (current, target) => {
    expect(coding.trackOf(current, target)).not.toBe(PI);
  });
});

describe('a microcontroller speaks its own board’s words', () => {
  it.each([
    [
      'a little Python from school',
      'a MIDI controller with a Raspberry Pi Pico',
      30,
      3,
      /your MIDI controller's buttons sending MIDI notes/,
      [/BOOTSEL/, /Pin\(14, Pin\.IN, Pin\.PULL_UP\)/, /Thonny's shell/, /machine\.PWM/],
      ARDUINO,
    ],
    [
      "I'm a backend developer, Python and Go, never touched hardware",
      'an ESP32 weather station my class can read on the web',
      60,
      4,
      /your weather station/,
      [/Boards Manager/, /Serial Monitor at 115200 baud/, /WebServer example/, /GPIO 21/],
      /gpiozero|Thonny|MakeCode|Uno has no Wi-Fi/,
    ],
    [
      "my daughter is 9 and I'm her dad, neither of us has coded",
      'a plant-watering robot with a micro:bit',
      20,
      2,
      /your plant-watering robot/,
      [/MakeCode/, /button_a/, /editor's serial console/],
      ARDUINO,
    ],
    [
      'complete beginner',
      'a home-automation dashboard on an Arduino Uno',
      45,
      6,
      /your home-automation dashboard/,
      [/INPUT_PULLUP/, /analogWrite on a ~ pin/, /An Uno has no Wi-Fi/, /through an ESP32 beside the board/],
      /gpiozero|Thonny|MakeCode|ticks_ms/,
    ],
  ])('%s → %s', async (current, target, minutes, days, project, own, foreign) => {
    expect(coding.trackOf(current, target)).toBe(BOARD);
    const p = await coding.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(project);
    for (const words of own) expect(text).toMatch(words);
    expect(text).not.toMatch(foreign);
  });

  it.each([
    ['a weather station my class can read on the web', /your weather station/, /Arduino IDE 2/],
    ['a plant-watering robot', /your plant-watering robot/, /Arduino IDE 2/],
    ['a MIDI controller with a Pico', /your MIDI controller/, /BOOTSEL/],
    ['a Pico W plant monitor', /your plant monitor/, /BOOTSEL/],
  ])('a project named without a known board, or a Pico by its short name: %s', async (target, project, board) => {
    expect(coding.trackOf('some Python', target)).toBe(BOARD);
    const text = textOf(await coding.plan('some Python', target, 45, 4));
    expect(text).toMatch(project);
    expect(text).toMatch(board);
  });

  it.each([['a PICO-8 game'], ['a weather station app for my phone'], ['automate my weekly report with a robot']])(
    '%s: not the board track',
    (target) => {
      expect(coding.trackOf('some Python', target)).not.toBe(BOARD);
    },
  );

  it.each([
    ['a home-automation dashboard on an Arduino Uno'],
    ['switch the lights on at sunset with my Raspberry Pi'],
    ['smart plugs for my room with an ESP32'],
  ])('%s: told first that a certified smart plug or an electrician does the mains side', async (target) => {
    const p = await coding.plan('complete beginner', target, 45, 4);
    expect(p.description).toMatch(/certified smart plug/);
  });

  it('a robot’s practice drives it, and a child solders with a parent beside them', async () => {
    const p = await coding.plan("my son is 10, I'm his mum", 'a line-following robot car with a micro:bit', 60, 5);
    const text = textOf(p);
    expect(text).toMatch(/your line-following robot car driving straight/);
    expect(text).toMatch(/An adult at the iron with your child every time/);
    expect(text).not.toMatch(/log charted and read/);
    expect(text).toMatch(/your line-following robot car driven from afar, and stopped/i);
    expect(text).toMatch(/A second micro:bit is the remote/);
    expect(text).not.toMatch(/Run it for 24 hours and read the log/);
  });

  it.each([
    ['a MIDI controller with a Raspberry Pi Pico', /usb_midi/],
    ['a MIDI controller with an Arduino Uno', /An Uno's USB is not a MIDI device/],
    ['an ESP32 MIDI controller for my synth', /BLE-MIDI/],
  ])('%s: it reaches the music software before the box', async (target, way) => {
    const p = await coding.plan('I play keys, never built anything', target, 90, 6);
    const text = textOf(p);
    expect(text).toMatch(/your MIDI controller heard by your music software/i);
    expect(text).toMatch(way);
    expect(text).not.toMatch(/your MIDI controller's readings/i);
  });
});
