import { personOn } from './ask';
import { goal } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';

/**
 * Round 22's tracks read in more people's words (read blind after the round: its classes were read in their examples'
 * words, not in the words of people nobody had planned for). Days in a row with a loaded pack are a multi-day walk; a
 * beep test to a level is a job's fitness test; a mock test that shakes or blanks is exam nerves; R&R before going back
 * to site is a rotation; a service and its discharge date are a forces leaver; the Jägerprüfung is a knowledge test; a
 * MIDI pedalboard is a microcontroller project. Each with near misses that keep their tracks.
 */

const fitness = personOn('Physical Fitness');
const mind = personOn('Mental Health');
const jobs = personOn('Job Search Strategy');
const coding = personOn('Coding');
const customTrack = (title: string, current: string, target: string) => readBack(goal(title, current, target)).track.name;

describe('a walk of days in a row, or with a loaded pack, is a multi-day walk', () => {
  const MULTI = 'A walk of several days: the Camino, a national trail, a trek';
  it.each([
    ['I walk 3 miles with the dog most days', 'walk 18 miles a day, four days in a row, for the charity challenge'],
    ['I do 10k walks at weekends, never with a rucksack', 'hike 20 km with a 10 kg backpack on consecutive days in the Dolomites'],
    ['after my knee op I walk an hour', 'walk 25km days with an 8 kg pack day after day in Portugal'],
  ])('“%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(MULTI);
  });
  it.each([
    ['I sit all day', 'walk 10,000 steps a day, every day in a row'],
    ['I walk the dog', 'walk for 30 minutes a day for 30 days in a row'],
  ])('not: “%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(MULTI);
  });
});

describe('a beep test to a level is a job’s fitness test', () => {
  const JOB = "A job's fitness test: police, army or fire service";
  it.each([
    ['I lift twice a week, beep test level 6 last year', 'reach beep test level 9.5 and 5 pull-ups for the entry test in March'],
    ['I run a bit', 'get to level 8 on the bleep test'],
    ['I play five-a-side', 'pass the multi-stage fitness test for my application'],
  ])('“%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(JOB);
  });
  it('not a beep test named without a level or a test: a 5k', () => {
    expect(fitness.trackOf('I did the beep test at school', 'run a 5k')).not.toBe(JOB);
  });
});

describe('a mock test that shakes or blanks is exam nerves; R&R before flying back to site is a rotation', () => {
  it.each([
    ['in mock tests my hands shake and I go blank', 'do well in my entrance exam in May'],
    ['I panic in timed tests', 'stay calm in my tests and in the real JEE'],
  ])('“%s” → “%s” is exam panic', (current, target) => {
    expect(mind.trackOf(current, target)).toBe('Exam panic: sitting your exams calmly');
  });
  it('not a mock test taken calmly, nor calm wanted at work', () => {
    expect(mind.trackOf('I do a mock test every Sunday', 'feel less low in the evenings')).not.toBe(
      'Exam panic: sitting your exams calmly',
    );
    expect(mind.trackOf('my boss shouts', 'stay calm at work')).not.toBe('Exam panic: sitting your exams calmly');
  });
  it.each([
    ['the last days of my R&R I go quiet and short with everyone; on site I am fine', 'fly out without dreading it'],
    ['R and R is two weeks, then back to the mine camp, and I get snappy', 'enjoy the time home'],
  ])('“%s” → “%s” is a rotation', (current, target) => {
    expect(mind.trackOf(current, target)).toBe('Working away: the leaving, the time away, coming home');
  });
  it('not R&R as rest at home, nor a holiday flight', () => {
    expect(mind.trackOf('I need some R&R, work is busy', 'feel calmer')).not.toBe('Working away: the leaving, the time away, coming home');
    expect(mind.trackOf('I fly out to Spain next week and dread it', 'feel calmer')).not.toBe(
      'Working away: the leaving, the time away, coming home',
    );
  });
});

describe('a service and its discharge date are a forces leaver; the Jägerprüfung a knowledge test; a MIDI pedalboard a project', () => {
  it('a soldier before his discharge date', () => {
    expect(jobs.trackOf("the navy is all I've known", 'a civilian job before my discharge date next summer')).toBe(
      "Leaving the forces: a service leaver's civilian job search",
    );
    expect(jobs.trackOf('nurse on a surgical ward', 'a new job before my contract end date')).not.toBe(
      "Leaving the forces: a service leaver's civilian job search",
    );
  });
  it('the German hunting exam by its name', () => {
    const TEST = 'A knowledge test from its official material, with mocks';
    expect(customTrack('Jägerprüfung', 'never hunted', 'pass the Jägerprüfung in spring')).toBe(TEST);
    expect(customTrack('Hunting', 'I grew up on a farm', 'pass my hunting exam')).toBe(TEST);
    expect(customTrack('Deer stalking', 'I shoot clays', 'go deer stalking with a guide')).not.toBe(TEST);
  });
  it('a MIDI pedalboard for an organ', () => {
    expect(coding.trackOf('never coded', 'a MIDI pedalboard for my home organ, programmed myself')).toBe(
      'Arduino, ESP32, Pico or micro:bit: your project built',
    );
    expect(coding.trackOf('never coded', 'an app to catalogue my guitar pedalboard')).not.toBe(
      'Arduino, ESP32, Pico or micro:bit: your project built',
    );
  });
});
