import { SPREAD_WEEKDAYS } from '../../contract';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { asker } from './ask';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';

/**
 * The target's own subject, and the tool or technique the person names (issue #36, round 7): each case
 * is a coach's reading of a person never planned for, and each stands for a class — the body part
 * named, a variable income, a named subject, a named technique — so the assertions are what that
 * field's coach looks for in the weeks, not only in the header.
 */
const ask = asker(30);
const titles = (plan: { weeks: Array<{ days: Array<{ tasks: Array<{ title: string }> }> }> }) =>
  plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
const weekText = (week: unknown) => JSON.stringify(week);

describe('the body part the person names chooses the work (read as a physiotherapist)', () => {
  it('gives an aching lower back bracing, the hip hinge, carries and stairs, and rehearses the target’s own movement', async () => {
    const plan = await generateRoadmap(
      ask('Physical Fitness', '52, my lower back aches, I sit at a desk', 'carry my grandson up the stairs'),
      builtinProvider,
    );
    const all = titles(plan).join('\n');
    expect(plan.description).toMatch(/999|111/);
    expect(all).toMatch(/McGill's big three/);
    expect(all).toMatch(/Hip hinge/);
    expect(all).toMatch(/carry/i);
    expect(all).toMatch(/Step-ups|[Ss]tairs/);
    // Knee-and-hip ESCAPE-pain work and a cardio test week are the neighbouring plan, not this one.
    expect(all).not.toMatch(/knee extensions|Joint strength|Bike or pool/);
    expect(plan.weeks.at(-1)!.title).toMatch(/carry my grandson up the stairs/);
    expect(weekText(plan.weeks.at(-1))).toMatch(/Rehearse your goal with a stand-in load: “carry my grandson up the stairs”/);
    // Every week holds both back sessions on three days: the strength work is the treatment.
    for (const week of plan.weeks) expect(week.days.filter((d) => /Back strength/.test(d.title))).toHaveLength(2);
  });

  it('gives an aching shoulder the rotator cuff, raises and overhead work towards the lift named, not a walking week', async () => {
    const plan = await generateRoadmap(
      ask('Physical Fitness', 'my right shoulder aches when I reach up', 'lift my suitcase into the overhead locker', { daysPerWeek: 4 }),
      builtinProvider,
    );
    const all = titles(plan).join('\n');
    expect(all).toMatch(/Band outward rotation/);
    expect(all).toMatch(/overhead press/i);
    expect(all).not.toMatch(/Brisk walk|Run 1|McGill|knee extensions/);
    expect(plan.weeks.at(-1)!.title).toMatch(/lift my suitcase into the overhead locker/);
    expect(plan.description).toMatch(/can be the heart: call your local emergency number \(999 in the UK, 911 in the US/);
  });

  it('keeps sore knees on the knee-and-hip programme, and a runner with a sore back on the running plan', async () => {
    const knees = await generateRoadmap(ask('Physical Fitness', 'my knees hurt on stairs', 'get fitter'), builtinProvider);
    expect(titles(knees).join('\n')).toMatch(/knee extensions/);
    expect(titles(knees).join('\n')).not.toMatch(/McGill/);
    const runner = await generateRoadmap(ask('Physical Fitness', 'my back is stiff after sitting', 'run a 10k'), builtinProvider);
    expect(titles(runner).join('\n')).not.toMatch(/McGill/);
  });
});

describe('a variable income is budgeted as a financial counsellor would', () => {
  it('budgets a freelancer from the lowest month, with a holding account, a salary, a tax pot and the buffer in months', async () => {
    const plan = await generateRoadmap(
      ask('Saving for a Goal', 'freelance designer, my income is 800 to 3,000 a month', 'a 3-month buffer before I quit my job'),
      builtinProvider,
    );
    expect(plan.description).toMatch(/^Your income varies from month to month: this plan budgets from your lowest month/);
    expect(plan.weeks[0]!.days.flatMap((d) => d.tasks.map((t) => t.title))).toContain(
      'Your lowest month: list the last 12 months of income and budget your essentials from the lowest',
    );
    const all = titles(plan).join('\n');
    expect(all).toMatch(/Holding account: every payment in, one fixed salary out/);
    expect(all).toMatch(/Tax pot/);
    expect(all).toMatch(/Buffer count: your buffer in months of essential spending/);
    expect(all).toMatch(/Receipts: this week’s business receipts/);
  });

  it('adds nothing for a salaried saver', async () => {
    const plan = await generateRoadmap(ask('Saving for a Goal', 'I earn a salary of 2,400 a month', 'a 3-month buffer'), builtinProvider);
    expect(titles(plan).join('\n')).not.toMatch(/Holding account|Tax pot|lowest month/);
  });
});

describe('a named subject is the plan’s subject from week 1 (read as a drawing teacher)', () => {
  it('draws hands for a comic artist from the first day, and ends in panels, not a general course', async () => {
    const plan = await generateRoadmap(
      ask('Drawing', 'I draw my own comics, faces are fine', 'convincing hands in my panels', { daysPerWeek: 4 }),
      builtinProvider,
    );
    expect(plan.weeks[0]!.title).toBe('Week 1: Hands: a baseline and simple shapes');
    for (const week of plan.weeks) expect(weekText(week)).toMatch(/\bhands\b/i);
    expect(weekText(plan.weeks[1])).toMatch(/palm about as long as the middle finger/);
    expect(plan.weeks.at(-1)!.title).toMatch(/Hands in your comic panels/);
    expect(weekText(plan.weeks.at(-1))).toMatch(/amplification through simplification/);
    expect(titles(plan).join('\n')).not.toMatch(/\bof faces\b|^Faces|Draw 3 mugs|crumpled paper/m);
  });

  it.each([
    ['faces for my portraits', /eyes halfway down the head/],
    ['draw dogs', /hock like a backwards knee/],
    ['draw people in the café', /7½ heads tall/],
  ])('measures “%s” by that subject’s own landmarks', async (target, landmark) => {
    const plan = await generateRoadmap(ask('Drawing', 'I doodle', target), builtinProvider);
    expect(weekText(plan.weeks[1])).toMatch(landmark);
  });
});

describe('the technique or tool the person names is planned, not left outside', () => {
  it('teaches a guitarist barre chords from a partial barre, with one-minute changes, in a song, not a general routine', async () => {
    const plan = await generateRoadmap(
      ask('Music (Instrumental Practice)', 'I strum open chords on guitar', 'play barre chords cleanly', { daysPerWeek: 5 }),
      builtinProvider,
    );
    expect(plan.weeks[0]!.title).toBe('Week 1: Barre chords: the movement alone, slowly');
    expect(weekText(plan.weeks[0])).toMatch(/partial barre/);
    expect(titles(plan).join('\n')).toMatch(/One-minute changes: an open chord to the barre shape/);
    expect(titles(plan).join('\n')).toMatch(/a song in F or B♭/);
    expect(titles(plan).join('\n')).not.toMatch(/Piece 2|second piece/i);
  });

  it('takes a pianist from hands separately to hands together a bar at a time, the left hand first', async () => {
    const plan = await generateRoadmap(
      ask('Music (Instrumental Practice)', 'piano grade 1, I practise hands separately', 'play hands together smoothly', {
        daysPerWeek: 4,
      }),
      builtinProvider,
    );
    expect(plan.weeks[0]!.title).toMatch(/^Week 1: Hands together/);
    expect(weekText(plan.weeks[0])).toMatch(/one bar at a time at half speed: the left hand first/);
    expect(weekText(plan.weeks[0])).toMatch(/your piano/);
  });

  it('plans slides in the app the person uses, with its own menus, and no flyer or logo', async () => {
    const plan = await generateRoadmap(
      ask('Design Basics', 'I make slides in PowerPoint for work', 'clear, good-looking slides in PowerPoint'),
      builtinProvider,
    );
    const all = JSON.stringify(plan);
    expect(all).toMatch(/View › Slide Master/);
    expect(all).toMatch(/Rehearse Timings/);
    expect(all).toMatch(/assertion/);
    expect(all).not.toMatch(/flyer|logo/i);
    const keynote = await generateRoadmap(ask('Design Basics', 'I use a Mac', 'better Keynote presentations'), builtinProvider);
    expect(JSON.stringify(keynote)).toMatch(/Edit Master Slides/);
    expect(JSON.stringify(keynote)).not.toMatch(/PowerPoint/);
  });

  it('gives dragonflies an insect’s settings, hours and field craft, not a bird’s', async () => {
    const plan = await generateRoadmap(
      ask('Photography Basics', 'I have a Fujifilm X-T30 and mostly shoot landscapes', 'sharp photos of dragonflies at my local pond', {
        daysPerWeek: 5,
      }),
      builtinProvider,
    );
    const all = JSON.stringify(plan);
    expect(all).toMatch(/1\/500 s at f\/8/);
    expect(all).toMatch(/return to the same perch/);
    expect(all).not.toMatch(/Pigeons|birds in flight|knowing the call/);
  });

  it('plans wildlife with the camera named: fast shutter, continuous focus, field craft and the animal’s welfare', async () => {
    const plan = await generateRoadmap(
      ask('Photography Basics', 'I have a Nikon D7500 and a 70-300mm lens', 'wildlife photography of birds', {
        answers: {
          currentLevel: 'I have a Nikon D7500 and a 70-300mm lens',
          targetLevel: 'wildlife photography of birds',
          dailyMinutes: 45,
        },
      }),
      builtinProvider,
    );
    const all = JSON.stringify(plan);
    expect(plan.weeks[0]!.title).toMatch(/your Nikon D7500/);
    expect(all).toMatch(/1\/2000 s for birds in flight/);
    expect(all).toMatch(/continuous AF/i);
    expect(all).toMatch(/Nature Photographers' code/);
    expect(all).not.toMatch(/Window light portrait|your phone's main camera/);
  });
});

describe('a running plan brings something new each week (read as a running coach; #39’s “weeks repeating”)', () => {
  it.each([3, 4, 5, 6, 7])('repeats no earlier Couch to 5K week on %i days a week', async (days) => {
    const weekdays = [...SPREAD_WEEKDAYS[days]!];
    const request = ask('Physical Fitness', 'I sit all day', 'run 5 km', {
      daysPerWeek: days,
      weekdays,
      answers: { currentLevel: 'I sit all day', targetLevel: 'run 5 km', dailyMinutes: 60 },
    });
    const plan = await generateRoadmap(request, builtinProvider);
    expect(planMetrics(plan, 60, days).repeating).toBe(0);
    // The new work is a coach's, not a renamed copy: a form cue, a stretch and a check-in of the week's own.
    const week = (n: number) => weekText(plan.weeks[n]);
    expect(week(1)).toMatch(/your breathing on the runs/);
    expect(week(4)).toMatch(/where your feet land/);
    expect(week(1)).not.toMatch(/where your feet land/);
  });
});
