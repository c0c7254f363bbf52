import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A selection process of its own (issue #36, round 13): "pass the interview for a train driver trainee" from a
 * warehouse worker got the office template — company research, "3 competitors", salary negotiation. Train
 * drivers, police constables, firefighters, cabin crew and recruits to the forces are chosen by stages their
 * service publishes (psychometric tests, a fitness test, an assessment day, a medical): the track names the
 * stages, practises each test type to time, turns the person's own work into evidence and rehearses the day.
 * People written for this test, read as a recruitment coach would.
 */

const { trackOf, plan } = onOption('Interview Preparation');
const SELECTION = 'A selection process: rail, police, fire, cabin crew, forces';

describe('a selection process of its own, as a recruitment coach reads it', () => {
  it.each([
    [
      'I work in a warehouse, pick and pack, 4 years',
      'pass the interview for a train driver trainee',
      4,
      30,
      [/Group Bourdon/, /drugs and alcohol/, /pick accuracy/, /non-technical skills/],
      /^Attention: cross out every target symbol group/,
    ],
    [
      "I'm a retail supervisor at Tesco, 8 years",
      'get through the police constable assessment',
      3,
      20,
      [/College of Policing's online assessment/, /Competency and Values Framework/, /level 5\.4/, /difficult customer calmed/],
      /^The written exercise: a brief from your sergeant/,
    ],
    [
      'gym instructor, never done psychometric tests',
      'become a firefighter with the fire and rescue service',
      5,
      45,
      [/NFCC Core Code of Ethics/, /ladder climb/, /shuttle run/],
      /^Numbers: percentages, rates and volumes/,
    ],
    [
      'barista, love travelling',
      'pass the cabin crew assessment day at easyJet',
      2,
      15,
      [/group task/, /reach test/, /rush kept under control/],
      /^The group task: with 2 or 3 others/,
    ],
    [
      '19, working in a kitchen',
      'join the army as a REME technician',
      6,
      60,
      [/Army's values \(courage, discipline/, /mid-thigh pull/, /technical selection test/],
      /^Maths to GCSE level/,
    ],
    [
      'security guard in Texas, 3 years',
      'pass the police officer hiring process',
      7,
      120,
      [/oral board/, /POST standards/, /incidents logged accurately/],
      /^The written exercise/,
    ],
  ])(
    '%s → %s (%i days, %i min): stages, tests timed, own work as evidence, the day',
    async (current, target, days, minutes, says, drill) => {
      expect(trackOf(current, target)).toBe(SELECTION);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      const text = textOf(p);
      for (const said of says) expect(text).toMatch(said);
      inOrder(p, [
        /own selection stages|selection stages in order/,
        drill,
        /^Write (?:4|2) STAR stories from your evidence map/,
        /^A full practice of the tests/,
        /^The assessment or interview/,
      ]);
      expect(text).not.toMatch(/competitors|product, customers|Salary and logistics/);
    },
  );

  it.each([
    ['staff nurse, band 5', 'interview for a band 6 charge nurse post', /clinical promotion/i],
    ['police constable for 6 years', 'pass my sergeant promotion board', /format/i],
    ['firefighter, 10 years', 'interview for crew manager', /^Interview Preparation$|format|supervisor/i],
    ['forklift driver', 'interview for team leader on nights', /supervisor/i],
    ['left the army last year', 'interview for a maintenance engineer job', /^Interview Preparation$/],
    ['software developer', 'pass a senior software engineer interview', /Software engineer/],
    ['data analyst', 'data analyst job with the police', /its own rounds and work/],
    ['van driver', 'trainee driver job at a bus company', /^Interview Preparation$/],
    ['HR officer', 'HR advisor interview at the fire service', /^Interview Preparation$/],
    ['admin assistant', 'interview for police staff admin role', /^Interview Preparation$/],
  ])('%s → %s is not a selection process', (current, target, track) => {
    const chosen = trackOf(current, target);
    expect(chosen).not.toBe(SELECTION);
    expect(chosen).toMatch(track);
  });
  it("at 10 minutes on 2 days, says how long the whole takes, and starts on the track's own first step", async () => {
    const p = await plan('bus driver, 10 years, no accidents', 'become a tram driver with Metrolink', 10, 2);
    heldOnTheirDays(p, 2);
    expect(p.description).toMatch(/Ready for the assessment day \([^)]*\) takes about \d+ (weeks|hours)/);
    expect(
      p.weeks[0].days
        .flatMap((d) => d.tasks)
        .some((t) => /^Read the tram operating|own selection stages|selection stages in order/.test(t.title)),
    ).toBe(true);
  });
});
