import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything, tasksOf } from '../support/plan-reading';

/**
 * Wellbeing plans read as their clinician or coach would (issue #36, round 7): a sleep clinician reading a
 * new parent's nights, a CBT therapist a person who panics in one named place, a habits coach a bedtime
 * habit that replaces the phone, a focus coach a person who lives in Slack. Each test says what the weeks
 * hold for the person, in their words, and what they never hold.
 */
const milestones = (plan: RoadmapPlan) =>
  plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.filter((t) => /^Milestone:/.test(t.title))));
/** Each week's tasks as one text, in order. */
const weekTexts = (plan: RoadmapPlan) =>
  plan.weeks.map((w) => w.days.flatMap((d) => d.tasks.map((t) => `${t.title}\n${t.description}`)).join('\n'));

describe('a new parent’s nights', () => {
  const parent = ask(
    'Sleep Improvement',
    'my baby wakes twice a night for feeds and I lie awake after',
    'fall back asleep within 20 minutes after night feeds',
    20,
    7,
  );

  it('is the track for nights with a baby, and the read-back says so', () => {
    expect(readBack(parent).track?.name).toMatch(/^Nights with a baby/);
  });

  it('never restricts sleep, sets an earliest bedtime or bans naps', async () => {
    const plan = everything(await generateRoadmap(parent, builtinProvider));
    expect(plan).not.toMatch(/sleep window|earliest bedtime is|stay up until|even if tired|No naps|5½|15 minutes shorter|fixed wake time/i);
    expect(plan).toMatch(/never shortens your time in bed/);
  });

  it('gets back to sleep after the feed, keeps feeds dark, naps, shares the nights, and names the baby', async () => {
    const tasks = tasksOf(await generateRoadmap(parent, builtinProvider)).join('\n');
    for (const step of [
      /Night log/,
      /awake about 20 minutes after your baby settles\? Get up/i,
      /dim, warm light for night feeds/,
      /Phone face down at night feeds/,
      /slow breathing/,
      /Nap while your baby naps/,
      /protected block/,
      /your partner/,
    ])
      expect(tasks).toMatch(step);
  });

  it('says the safer-sleep line and screens for postnatal depression and anxiety, with the GP or health visitor', async () => {
    const plan = await generateRoadmap(parent, builtinProvider);
    const tasks = tasksOf(plan).join('\n');
    expect(tasks).toMatch(/Never sleep with your baby on a sofa or in an armchair \(The Lullaby Trust\)/);
    expect(tasks).toMatch(/mood.*health visitor/i);
    expect(tasks).toMatch(/NICE CG192/);
    // The mood check comes first, and again at the end.
    const weeks = weekTexts(plan);
    expect(weeks[0]).toMatch(/Four questions on your mood/);
    expect(weeks.at(-1)).toMatch(/four mood questions again/);
  });

  it('counts, in its milestones, the nights back asleep within the person’s own minutes', async () => {
    const quick = ask('Sleep Improvement', 'newborn, I lie awake after every feed', 'back asleep within 15 minutes', 15, 5);
    const titles = milestones(await generateRoadmap(quick, builtinProvider)).map((t) => t.title);
    expect(titles.some((t) => /within 15 minutes after feeds/.test(t))).toBe(true);
    expect(titles.join('\n')).not.toMatch(/within 20/);
  });

  it.each([
    ['4-month-old still feeds at 3am', 'sleep better'],
    ['I am on maternity leave and exhausted', 'get more sleep'],
    ['my toddler wakes every night', 'stop lying awake after settling him'],
    ['single mum, the twins wake all night', 'cope with the nights'],
  ])('is chosen from “%s”', (current, target) => {
    expect(readBack(ask('Sleep Improvement', current, target, 15, 4)).track?.name).toMatch(/^Nights with a baby/);
  });

  it('speaks to a single parent of twins as such', async () => {
    const twins = ask('Sleep Improvement', 'single mum, the twins wake all night', 'cope with the nights', 20, 5);
    const plan = everything(await generateRoadmap(twins, builtinProvider));
    expect(plan).toMatch(/the twins/);
    expect(plan).toMatch(/someone you trust \(a relative or a friend\)/);
    expect(plan).not.toMatch(/your partner/);
  });

  it('is not chosen for someone who wants to sleep like a baby', () => {
    expect(readBack(ask('Sleep Improvement', 'I wake at 4am and lie awake', 'sleep like a baby', 20, 5)).track?.chosen).toBe('general');
  });
});

describe('sleep in pregnancy', () => {
  const expecting = ask(
    'Sleep Improvement',
    'I’m 30 weeks pregnant and wake at 4am needing the loo, then lie awake',
    'sleep through to 6am',
    20,
    5,
  );

  it.each([
    ['I’m 30 weeks pregnant and wake at 4am needing the loo, then lie awake', 'sleep through to 6am'],
    ['expecting a baby in March, heartburn wakes me', 'sleep better'],
  ])('is its own track from “%s”, not the new parent’s', (current, target) => {
    expect(readBack(ask('Sleep Improvement', current, target, 15, 3)).track?.name).toMatch(/^Sleep in pregnancy/);
  });

  it('never restricts sleep, and sleeps on the side with the wakings of pregnancy taken in turn', async () => {
    const plan = await generateRoadmap(expecting, builtinProvider);
    const text = everything(plan);
    expect(text).not.toMatch(/sleep window|earliest bedtime is|stay up until|even if tired|No naps|5½|15 minutes shorter/i);
    expect(text).toMatch(/never shortens your time in bed/);
    for (const step of [
      /go to sleep on your side/,
      /Awake about 20 minutes\? Get up/,
      /less in the 2 hours before bed/,
      /Heartburn|heartburn/,
      /Calf stretches/,
      /midwife/,
      /200 mg/,
    ])
      expect(text).toMatch(step);
  });
});

describe('a named feared place in Mental Health', () => {
  const shopper = ask(
    'Mental Health',
    'I get panic attacks in supermarkets so my partner does the shopping',
    'do the weekly shop on my own',
    30,
    4,
  );

  it('is the exposure track', () => {
    expect(readBack(shopper).track?.name).toMatch(/^Facing a situation you avoid/);
  });

  it('climbs the person’s own ladder in the named place, week after week, to the target itself', async () => {
    const plan = await generateRoadmap(shopper, builtinProvider);
    const weeks = weekTexts(plan);
    expect(weeks[0]).toMatch(/Write 8 steps in supermarkets.*“do the weekly shop on my own” at the top/);
    // Every week after the first does steps of the ladder in the supermarket, climbing.
    const steps = weeks.map((w) => [...w.matchAll(/Step (\d) of your ladder in supermarkets/g)].map((m) => Number(m[1])));
    for (let i = 1; i < 5; i++) expect(Math.min(...steps[i]!)).toBeGreaterThan(Math.max(...steps[i - 1]!, 0) - 1);
    expect(weeks[4]).toMatch(/Step 8, the top of your ladder: “do the weekly shop on my own”/);
    expect(weeks.join('\n')).toMatch(/safety behaviour/);
    expect(weeks.join('\n')).toMatch(/until your anxiety falls by half/);
    expect(plan.description).toMatch(/NICE CG113/);
    expect(everything(plan)).not.toMatch(/thought record/i);
  });

  it('counts in each milestone the steps and exposures the week’s tasks make', async () => {
    const plan = await generateRoadmap(shopper, builtinProvider);
    const text = milestones(plan).map((t) => t.title);
    expect(text).toContain('Milestone: Steps 1 and 2 done in supermarkets: 4 exposures recorded');
    // The week holds the four exposures it counts: steps 1 and 2, twice each.
    expect(weekTexts(plan)[1]!.match(/Step [12] (of your ladder|again) in supermarkets/g)).toHaveLength(4);
  });

  it.each([
    ['I panic on the tube and take the bus instead', 'get the tube to work', 'on the tube'],
    ['terrified of driving on the motorway since a near miss', 'drive to my sister’s on the motorway', 'on the motorway'],
    ['I avoid restaurants because I get anxious in crowded restaurants', 'eat out with friends', 'in crowded restaurants'],
  ])('reads another place from “%s”', async (current, target, where) => {
    const request = ask('Mental Health', current, target, 30, 3);
    expect(readBack(request).track?.name).toMatch(/^Facing a situation you avoid/);
    expect(tasksOf(await generateRoadmap(request, builtinProvider)).join('\n')).toContain(`Step 2 of your ladder ${where}`);
  });

  // Speaking up in meetings is social anxiety, on its own track since decision 235: the ladder is of meetings,
  // its safety behaviours a meeting's.
  it('reads a fear of meetings, with its own safety behaviours', async () => {
    const meetings = ask(
      'Mental Health',
      'my heart races and I freeze when I have to speak up in meetings',
      'give a 5-minute update at the team meeting',
      45,
      3,
    );
    const tasks = tasksOf(await generateRoadmap(meetings, builtinProvider)).join('\n');
    expect(readBack(meetings).track?.name).toMatch(/^Social anxiety/);
    expect(tasks).toMatch(/Write 8 steps from your own situations, rated 0–10, with meetings near the top/);
    expect(tasks).toMatch(/sitting at the back, rehearsing a sentence until the moment has gone/);
    expect(tasks).toMatch(/Lead a short item in a team meeting/);
    expect(tasks).not.toMatch(/trolley/);
  });

  it('leaves worry, low mood and burnout on their own paths', () => {
    expect(readBack(ask('Mental Health', 'I worry all the time', 'feel calmer', 20, 5)).track?.name).toMatch(/^Worry/);
    expect(readBack(ask('Mental Health', 'low mood for weeks', 'enjoy things again', 20, 5)).track?.chosen).toBe('general');
    expect(readBack(ask('Mental Health', 'burnt out and anxious in meetings', 'recover', 20, 5)).track?.name).toMatch(/^Burnout/);
  });
});

describe('a habit at its time of day', () => {
  const reader = ask('Habits Building', 'I scroll my phone in bed for an hour every night', 'read 20 pages every night instead', 15, 7);

  it('anchors a bedtime habit at bedtime, takes the phone out of the bedroom, and grows to the 20 pages named', async () => {
    const plan = await generateRoadmap(reader, builtinProvider);
    const text = everything(plan);
    expect(text).toMatch(/after I get into bed, one page of your book/);
    expect(text).not.toMatch(/coffee/);
    expect(weekTexts(plan)[0]).toMatch(/Charge your phone outside the bedroom/);
    expect(text).toMatch(/10 pages of your book, after your anchor/);
    expect(milestones(plan).at(-2)?.title).toMatch(/20 pages of your book: 5 days of 7/);
    expect(text).not.toMatch(/15 minutes of reading/);
    expect(plan.description).not.toMatch(/part 1 of/);
  });

  it('holds each week to a week of the person’s days, every day of the habit in it', async () => {
    for (const days of [3, 5, 7]) {
      const plan = await generateRoadmap({ ...reader, daysPerWeek: days }, builtinProvider);
      for (const week of plan.weeks) expect(week.days).toHaveLength(days);
      expect(plan.weeks).toHaveLength(4);
    }
  });

  it.each([
    [
      'I check Instagram first thing in the morning',
      'meditate 10 minutes every morning',
      /after I pour my first coffee or tea of the morning/,
      /Put your phone in another room/,
      /10 minutes of meditation/,
    ],
    ['I watch Netflix till late', 'journal every night before bed', /after I get into bed/, /Unplug the TV/, /a page of journaling/],
    [
      'I snack on biscuits when I get home from work',
      'go for a 20-minute walk after work every day',
      /after I get home and put my bag down, shoes on and a 2-minute walk/,
      /Move the snacks out of sight/,
      /10 minutes of walking/,
    ],
  ])('reads “%s” → “%s” at its own time, with its own cue', async (current, target, anchor, swap, grown) => {
    const text = everything(await generateRoadmap(ask('Habits Building', current, target, 15, 5), builtinProvider));
    expect(text).toMatch(anchor);
    expect(text).toMatch(swap);
    expect(text).toMatch(grown);
  });
});

describe('focus in a named tool', () => {
  const slack = ask('Focus & Concentration', 'I switch between Slack and my tasks all day', 'two 90-minute deep work blocks a day', 60, 5);

  it('sets the named tool’s own settings and batches it', async () => {
    const tasks = tasksOf(await generateRoadmap(slack, builtinProvider)).join('\n');
    expect(tasks).toMatch(/Slack: set it to guard your focus\nIn Slack: a status with “Clear after”, a notification schedule/);
    expect(tasks).toMatch(/Batch Slack: answer at 3 set times/);
  });

  it('grows its blocks from pomodoros to the 90 minutes the target names, and teaches the shutdown before counting it', async () => {
    const plan = await generateRoadmap(slack, builtinProvider);
    const weeks = weekTexts(plan);
    const longest = (text: string) =>
      Math.max(0, ...[...text.matchAll(/(\d+)-minute focus block|block: (\d+) minutes/gi)].map((m) => Number(m[1] ?? m[2])));
    expect(longest(weeks[2]!)).toBe(45);
    expect(weeks[3]).toMatch(/Deep-work block: 60 minutes/);
    expect(weeks[3]).toMatch(/Second deep block: 75 minutes/);
    expect(weeks[3]).toMatch(/Third deep block: 90 minutes/);
    expect(weeks[3]).toMatch(/towards two 90-minute deep work blocks a day/);
    const taught = weeks[3]!.indexOf('Learn the shutdown ritual');
    expect(taught).toBeGreaterThanOrEqual(0);
    expect(weeks[3]!.indexOf('Milestone:')).toBeGreaterThan(taught);
    const titles = milestones(plan).map((m) => m.title);
    expect(titles).toContainEqual(expect.stringMatching(/3 deep-work blocks of 60, 75 and 90 minutes, each day closed with a shutdown/));
    // Two blocks named: the plan goes on to hold them in one day, a break between (decision 286).
    expect(titles.at(-1)).toMatch(/Two 90-minute deep blocks in one day, a break between/);
  });

  it.each([
    ['Teams pings all day at work', 'focus for an hour at a time', /In Teams: status Do not disturb with a duration/],
    ['I check my email every five minutes', 'less distracted', /In your email: notifications off/],
    ['my phone distracts me', 'focus better', /In your chat and email: notifications paused for each block/],
  ])('reads the tool in “%s”', async (current, target, settings) => {
    expect(tasksOf(await generateRoadmap(ask('Focus & Concentration', current, target, 45, 5), builtinProvider)).join('\n')).toMatch(
      settings,
    );
  });
});

describe('grief after a death (read as a bereavement counsellor)', () => {
  it('is the grief track however the death is said, and a lost job, keys or phone is not', () => {
    for (const [current, target] of [
      ['my mum died in March and I can’t concentrate at work', 'get through a workday without crying at my desk'],
      ['lost my husband last year', 'cope with the evenings'],
      ['still grieving my dad', 'feel like myself again'],
      ['recently bereaved, my sister passed away', 'go back to work'],
    ])
      expect(readBack(ask('Mental Health', current, target, 15, 5)).track?.name).toMatch(/^Grief after a death/);
    for (const current of ['I lost my job and feel low', 'I lost my phone and my keys this week and feel low'])
      expect(readBack(ask('Mental Health', current, 'enjoy things again', 20, 5)).track?.chosen).toBe('general');
  });

  it('tells work and plans for a wave at the desk in week 1, names Cruse and the GP, and fills every day the person gave', async () => {
    const plan = await generateRoadmap(
      ask(
        'Mental Health',
        'my mum died in March and I can’t concentrate at work',
        'get through a workday without crying at my desk',
        15,
        6,
      ),
      builtinProvider,
    );
    const [first] = weekTexts(plan);
    expect(first).toMatch(/manager or HR/);
    expect(first).toMatch(/Plan for a wave at work/);
    expect(everything(plan)).toMatch(/Cruse/);
    expect(everything(plan)).toMatch(/see your GP/);
    expect(everything(plan)).toMatch(/hard dates/);
    // A week of the person's six days, never an exposure ladder or a mood log's counted entries.
    for (const week of plan.weeks) expect(week.days).toHaveLength(6);
    expect(everything(plan)).not.toMatch(/exposure|21 entries/);
  });
});
