import { addDays, todayIn } from '../../contract';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { onOption, expectOnTheirDays, heldOnTheirDays, minutesOf } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Decision 275 (issue #36 items 1 and 3): a pregnant person's fitness plan. "Pregnant, 20 weeks, used to go to
 * spin classes" → "stay fit and strong until the birth" got the pull-up track: a baseline of max push-ups, max
 * hangs and a max plank. As an antenatal exercise coach reads the plan: what she did before at the talk test,
 * strength on two days at moderate loads with no breath-holding, nothing on her back after 16 weeks, the pelvic
 * floor every day, the warning signs to stop, the weeks from where she is to the birth. People written for this test.
 */

const fitness = onOption('Physical Fitness');
const PREGNANCY = 'Pregnancy: active and strong to the birth';

const weeksOf = (p: RoadmapPlan) => p.weeks.map((w) => w.title);
const tasksAfter = (p: RoadmapPlan, from: number) =>
  p.weeks
    .filter((w) => Number(/Weeks (\d+)–|Week (\d+) to/.exec(w.title)?.slice(1).find(Boolean) ?? 0) >= from)
    .flatMap((w) => w.days.flatMap((d) => d.tasks));

describe('a pregnant person is planned on the pregnancy track, whatever else her words name', () => {
  it.each([
    ['pregnant, 20 weeks, used to go to spin classes', 'stay fit and strong until the birth'],
    ['12 weeks pregnant, I run 3 times a week', 'keep running while pregnant'],
    ['I swim twice a week', 'keep swimming through my pregnancy, I am 24 weeks'],
    ["I'm 34 weeks pregnant, do yoga", 'yoga twice a week'],
    ['pregnant with my second, 30 weeks, I lift at the gym', 'get stronger'],
    ['expecting twins, in my second trimester', 'hold a 2-minute plank'],
    ['third trimester, walk the dog', 'walk 10 miles in the Lake District'],
    ["I'm due in March", 'stay fit and healthy'],
    ['20 weeks gone, used to do HIIT', 'lose weight'],
  ])('%s → %s', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(PREGNANCY);
  });

  it.each([
    ['my wife is pregnant', 'get fit before the baby comes'],
    ['my partner is 20 weeks pregnant', 'get stronger to help with the baby'],
    ["I sit all day, my sister's baby is due soon", 'get stronger'],
    ['had a baby last year', 'lose my pregnancy weight'],
    ["since I was pregnant I haven't run", 'run 5k'],
    ['I ran 10k before my pregnancy', 'run 10k again'],
    ['post-pregnancy, out of shape', 'get my core strong'],
    ["I'm a personal trainer", 'learn to train pregnant clients safely'],
    ['I sit all day', 'do my first pull-up'],
  ])('%s → %s is not the pregnancy track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(PREGNANCY);
  });
});

describe('the weeks, as an antenatal exercise coach reads them', () => {
  it.each([
    [
      'pregnant, 20 weeks, used to go to spin classes',
      'stay fit and strong until the birth',
      30,
      5,
      'Weeks 20–21',
      /^Stationary bike: \d+ minutes, able to talk/,
    ],
    [
      '12 weeks pregnant, I run 3 times a week',
      'keep running while pregnant',
      20,
      3,
      'Up to 15 weeks',
      /^A run by feel: \d+ minutes, able to talk/,
    ],
    ['I swim twice a week, 24 weeks pregnant', 'stay strong for the birth', 45, 4, 'Weeks 24–25', /^A swim: \d+ minutes/],
    ["I'm 34 weeks pregnant, do yoga", 'keep fit', 60, 2, 'Weeks 34–35', /^A pregnancy yoga or pilates class: \d+ minutes/],
    ['6 months pregnant, never exercised', 'get a bit fitter for labour', 10, 7, 'Weeks 26–27', /^A brisk walk: \d+ minutes/],
    ['third trimester, I go to the gym', 'stay strong', 120, 4, 'Weeks 28–29', /^Cross-trainer or bike at the gym: \d+ minutes/],
  ])('%s → %s at %i minutes on %i days', async (current, target, minutes, days, first, session) => {
    const p = await fitness.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    const tasks = tasksOf(p);
    // Where she is, to the birth, said honestly at the end.
    expect(p.weeks[0]!.title).toContain(first);
    expect(p.weeks.at(-1)!.title).toContain('Week 40 to the birth');
    expect(p.weeks.at(-1)!.description).toMatch(/this week's pattern kept until your baby comes/);
    expect(p.weeks.at(-1)!.description).toMatch(/6–8 week postnatal check/);
    // What she did before, at the talk test.
    expect(tasks.some((t) => session.test(t.title))).toBe(true);
    // Her midwife told and the warning signs known from the first week, wherever she starts.
    const firstWeek = p.weeks[0]!.days.flatMap((d) => d.tasks);
    expect(firstWeek.some((t) => /^Tell your midwife/.test(t.title))).toBe(true);
    expect(firstWeek.some((t) => /^The warning signs/.test(t.title))).toBe(true);
    for (const sign of [
      /bleeding/,
      /fluid leaking/,
      /regular painful contractions/,
      /chest pain/,
      /dizzy/,
      /calf pain or swelling/,
      /moving less/,
    ])
      expect(text).toMatch(sign);
    // The pelvic floor every day she trains (every week on 10-minute days, whose first days hold the midwife and the signs).
    const pelvic = (day: RoadmapPlan['weeks'][number]['days'][number]) =>
      day.tasks.some((t) => /^Pelvic floor|Pelvic floor today too: 3 sets/.test(`${t.title} ${t.description}`));
    for (const week of p.weeks) {
      if (minutes >= 20) for (const day of week.days) expect(pelvic(day)).toBe(true);
      else expect(week.days.filter(pelvic).length).toBeGreaterThanOrEqual(days - 1);
    }
    if (minutes >= 20) expect(tasks.some((t) => /^Pelvic floor: 3 sets today/.test(t.title))).toBe(true);
    // No maximum, no test of her limit, no contact or fall-risk sport, no breath held.
    for (const t of tasks) expect(t.title).not.toMatch(/\bmax\b|baseline test|hang|sprint|interval|tempo|jump/i);
    expect(text).not.toMatch(/\bmax\b|dead hang|pull-up|\d+ ?× ?max/i);
    expect(text).not.toMatch(/\b(play|playing) (football|rugby|netball|hockey)\b|sparring|\bski\b/i);
    expect(text).toMatch(/never hold your breath/);
    // Nothing on her back after 16 weeks: no plank, bridge, crunch or sit-up asked for.
    for (const t of tasksAfter(p, 16)) expect(t.title).not.toMatch(/plank|bridge|crunch|sit-up|on your back|supine|bench press/i);
  });

  it('a strength session on two days even on three days a week, moderate and breathing out', async () => {
    const p = await fitness.plan('18 weeks pregnant, I run', 'keep fit', 30, 3);
    for (const week of p.weeks.slice(0, -1)) {
      const strength = week.days.filter((d) => d.tasks.some((t) => /^Strength\b/.test(t.title)));
      expect(strength.length).toBeGreaterThanOrEqual(2);
    }
    expect(textOf(p)).toMatch(/stop 2–3 repetitions before you could not do another; no maximum lifts/);
  });

  it('about 150 minutes a week for someone with the time, her spin kept on a stationary bike', async () => {
    const p = await fitness.plan('pregnant, 20 weeks, used to go to spin classes', 'stay fit and strong until the birth', 30, 5);
    expect(p.weeks).toHaveLength(21);
    for (const week of p.weeks.slice(1, -1)) expect(Math.abs(minutesOf(week) - 150)).toBeLessThanOrEqual(15);
    const text = textOf(p);
    expect(text).toMatch(/Your spin, kept: a stationary bike/);
    expect(text).toMatch(/without a class's sprints, standing climbs/);
    expect(text).toMatch(/say what you did before pregnancy \(spin classes\)/);
  });

  it('the third trimester is lighter, with balance and heat', async () => {
    const p = await fitness.plan('26 weeks pregnant, I run', 'keep running', 30, 4);
    const titles = weeksOf(p);
    expect(titles.some((t) => /Weeks 28–29: Third trimester: lighter sessions/.test(t))).toBe(true);
    const late = tasksAfter(p, 28);
    expect(late.some((t) => /^Sleep on your side from 28 weeks/.test(t.title))).toBe(true);
    expect(late.some((t) => /^Balance: a hand on the rail/.test(t.title))).toBe(true);
    expect(late.some((t) => /^Strength, lighter/.test(t.title))).toBe(true);
    expect(late.filter((t) => /^A run by feel/.test(t.title)).every((t) => /Many runners walk, swim or ride/.test(t.description))).toBe(
      true,
    );
  });

  it('her weeks said in the target start the weeks there too', async () => {
    const p = await fitness.plan('I swim twice a week', 'keep swimming through my pregnancy, I am 24 weeks', 30, 3);
    expect(p.weeks[0]!.title).toContain('Weeks 24–25');
  });

  it('a due date said instead of her week starts the weeks where it means', async () => {
    // Ten weeks from today: 30 weeks pregnant now.
    const due = new Date(`${addDays(todayIn('UTC'), 70)}T00:00:00Z`);
    const said = `${due.getUTCDate()} ${due.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${due.getUTCFullYear()}`;
    const p = await fitness.plan(`pregnant, my baby is due on ${said}`, 'stay active', 30, 3);
    expect(p.weeks[0]!.title).toContain('Weeks 30–31');
    expect(p.weeks.at(-1)!.title).toContain('Week 40 to the birth');
  });

  // Decision 267 met 275: the first week's one-off tasks (the midwife told, the signs noted, the log started, the
  // appointment) are done once, so the stage done again holds its sessions, and a rest day keeps the pelvic floor.
  it.each([
    ['6 months pregnant, never exercised', 'get a bit fitter for labour', 10, 7],
    ['pregnant, 18 weeks, never exercised much', 'stay healthy', 10, 4],
    ['26 weeks pregnant, I walk the dog', 'keep walking', 15, 5],
    ['20 weeks pregnant, used to run', 'keep running safely', 15, 3],
  ])(
    '%s → %s at %i minutes on %i days: one-off tasks once, the repeated stage holds its sessions',
    async (current, target, minutes, days) => {
      const p = await fitness.plan(current, target, minutes, days);
      const all = tasksOf(p);
      for (const once of [/^Tell your midwife/, /^The warning signs: a note/, /^Your week's log/, /^Take your log to your 28-week/])
        expect(all.filter((t) => once.test(t.title)).length).toBeLessThanOrEqual(1);
      expect(p.weeks[0]!.days.flatMap((d) => d.tasks).some((t) => /^Tell your midwife/.test(t.title))).toBe(true);
      const rests = (w: RoadmapPlan['weeks'][number]) => w.days.filter((d) => /Rest day/.test(d.title)).length;
      expect(p.weeks[1]!.title).toMatch(/again, a step on/);
      // (The first week's one-off tasks are done beside its sessions, never in their place: no more rest days than the repeat, decision 282.)
      expect(rests(p.weeks[0]!)).toBeLessThanOrEqual(rests(p.weeks[1]!));
      // The pelvic floor on a rest day too: on every day but one (the first week's day of tasks brought in) each week.
      const pelvic = (d: RoadmapPlan['weeks'][number]['days'][number]) =>
        d.tasks.some((t) => /^Pelvic floor|Pelvic floor today too: 3 sets/.test(`${t.title} ${t.description}`));
      for (const week of p.weeks) expect(week.days.filter(pelvic).length).toBeGreaterThanOrEqual(days - 1);
    },
  );

  it('names the professional for what rules exercise out or changes it, and the sports to leave', async () => {
    const twins = await fitness.plan('expecting twins, 24 weeks', 'stay fit', 30, 3);
    expect(twins.description).toMatch(/obstetrician should weigh/);
    const netball = await fitness.plan('22 weeks pregnant, I play netball', 'keep fit', 30, 3);
    expect(netball.description).toMatch(/contact sport or one with a risk of falling/);
    const race = await fitness.plan('16 weeks pregnant, I run parkrun in 27 minutes', 'a parkrun PB', 30, 3);
    expect(race.description).toMatch(/a race time is a goal for after the birth/);
    expect(textOf(race)).toMatch(/say what you did before pregnancy \(running\)/);
    // A pregnancy is not a new baby: no "nap times" note for "my baby is due".
    const due = await fitness.plan('20 weeks pregnant', 'stay fit until my baby is due', 30, 3);
    expect(due.description).not.toMatch(/nap times/);
  });
});

const POSTNATAL = 'After the birth: strong and active again';
const runWalks = (p: RoadmapPlan) => p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => /^Run\/walk/.test(t.title))));
const tested = (p: RoadmapPlan) =>
  p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => /^The load and impact test/.test(t.title))));

describe('after the birth, as a pelvic health physiotherapist reads the plan', () => {
  it.each([
    ['had a baby 4 months ago, used to run', 'get back to running'],
    ['10 weeks postpartum', 'get stronger'],
    ['I had an emergency c-section', 'get fit again after my c-section'],
    ['I sit all day', 'get back to running after my baby'],
    ['new mum', 'lose the baby weight'],
    ['gave birth 10 days ago', 'get fit again'],
    ['my 8-week-old keeps me up', 'fix my mummy tummy'],
  ])('%s → %s', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(POSTNATAL);
  });

  it.each([
    ['my wife had a baby 3 months ago', 'get fit'],
    ["I'm a new dad, my 8-week-old keeps us up", 'get stronger'],
    ['had a baby 3 years ago', 'run 5k'],
    // Baby weight with no birth said to be recent stays the weight track's.
    ['mum of two, little time', 'lose my baby weight'],
    ['pregnant, 20 weeks', 'stay fit until the birth'],
    ['I sit all day', 'run 5k'],
  ])('%s → %s is not the postnatal track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(POSTNATAL);
  });

  it.each([
    ['had a baby 4 months ago, used to run', 'get back to running', 30, 4, 16],
    ['3 weeks postpartum after a c-section', 'lose the baby weight', 20, 3, 3],
    ['gave birth 10 days ago, I used to jog', 'run a 5k again', 45, 5, 1],
    ['new mum, my 8-week-old keeps me up', 'get my core back, I leak when I sneeze', 15, 5, 8],
  ])('%s → %s at %i minutes on %i days: impact only after the test, from 12 weeks', async (current, target, minutes, days, weeksSince) => {
    const p = await fitness.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    const text = textOf(p);
    // The load and impact test no sooner than 12 weeks after the birth, before any run.
    const test = tested(p);
    expect(test).toBeGreaterThanOrEqual(0);
    expect(weeksSince + test).toBeGreaterThanOrEqual(12);
    const runs = runWalks(p);
    if (/run|jog/.test(`${current} ${target}`)) expect(runs).toBeGreaterThan(test);
    else expect(runs).toBe(-1);
    // The postnatal check first where it is still ahead; the pelvic floor, the tummy gap and the mood check.
    if (weeksSince < 9) expect(`${p.description}\n${text}`).toMatch(/6–8 week (postnatal )?check/);
    expect(text).toMatch(/Pelvic floor today too: 3 sets/);
    expect(text).toMatch(/pelvic health physiotherapist/);
    expect(
      p.weeks.filter((w) => w.days.some((d) => d.tasks.some((t) => /^How you feel: the two questions/.test(t.title)))).length,
    ).toBeGreaterThanOrEqual(p.weeks.length - 1);
    expect(text).not.toMatch(/\bmax\b|sit-ups? (?!or crunches)|crunches (?!\()/i);
  });

  it('a caesarean and leaking are said first, and the help is the country’s', async () => {
    const section = await fitness.plan('3 weeks postpartum after a c-section, in Manchester, UK', 'get fit', 30, 3);
    expect(section.description).toMatch(/After a caesarean: nothing heavier than your baby/);
    expect(textOf(section)).toMatch(/your GP or health visitor/);
    const leak = await fitness.plan('had a baby 5 months ago, I live in Ohio', 'run again, I leak when I jump', 30, 3);
    expect(leak.description).toMatch(/pelvic health physiotherapist before impact/);
    expect(textOf(leak)).toMatch(/your OB-GYN, midwife or doctor/);
  });
});
