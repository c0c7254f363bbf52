import { readBack } from '../../lambdas/roadmap/reading';
import { goal, inOrder, plan, tasksOf, textOf, weekOf } from './custom-ask';

/**
 * Custom goals of two more kinds (issue #36, round 7, decision 092), read as their teachers would: a
 * gardener reads a growing plan for the season's dates, the pots and the routines that keep plants
 * alive; a motorcycle trainer reads a licence plan for the basic training before any riding, the
 * theory, the two modules and the kit. Both read the person's words as data: the place (a hemisphere,
 * a country), the space (a balcony, an allotment) and the crops named.
 */

describe('growing food through a season, as a gardener reads it', () => {
  const balcony = () =>
    plan('Grow my own vegetables', 'I’ve killed every houseplant', 'harvest tomatoes and salad leaves this summer', {
      description: 'A small balcony in a flat',
      minutes: 15,
      days: 3,
    });

  it('the sun, the dates, pots and compost, sowing, watering, hardening off, feeding, pests and the harvest, in a season’s order', async () => {
    const p = await balcony();
    expect(readBack(goal('Grow my own vegetables', 'I’ve killed every houseplant', 'harvest tomatoes and salad leaves')).track.name).toBe(
      'Growing your own food, through a season',
    );
    inOrder(p, [
      /^Count the hours of direct sun on your balcony/,
      /^Write the dates your season depends on/,
      /^Buy pots with drainage holes, peat-free compost/,
      /^Sow the hardy crops outdoors, by the date/,
      /^Tomatoes: sow seeds indoors, or order young plants/,
      /^Watering routine/,
      /^Harden off/,
      /^Plant out after the last frost/,
      /^Feed fruiting crops weekly/,
      /^Pest round/,
      /^Cut salad leaves/,
      /^Pick tomatoes when fully coloured/,
    ]);
    // The crops named are the crops grown, and none of the general scaffold is left.
    expect(textOf(p)).toContain('Choose what to grow first: tomatoes and salad leaves');
    expect(textOf(p)).not.toMatch(/edge of your ability|sub-skill|rate your nerves|Define done/);
    // Its days hold the person’s 15 minutes a visit: no week spread over two, none ending mid-unit.
    expect(p.weeks.every((w) => !/part \d of \d/.test(w.title))).toBe(true);
    expect(
      p.weeks.every((w) => w.days.length === 3 && w.days.every((d) => d.tasks.reduce((m, t) => m + t.estimatedMinutes, 0) <= 15)),
    ).toBe(true);
    expect(p.weeks.at(-1)!.title).toMatch(/The harvest, and next season/);
  });

  it('a season is a calendar: the dates are said, the northern hemisphere assumed only when the words name no place, and said', async () => {
    const p = await balcony();
    expect(textOf(p)).toContain(
      'Your words name no place, so these dates assume the northern hemisphere and a UK-like climate (the RHS’s); south of the equator every date moves six months on',
    );
    expect(textOf(p)).toContain('tomatoes sown indoors in late March to early April (or young plants bought in May)');
    expect(p.description).toMatch(/the weeks are the order, your calendar is the timing/);
    // A balcony is a load and a wind: said first.
    expect(p.description).toMatch(/^Pots on a balcony are heavy once watered/);

    const melbourne = textOf(
      await plan('Grow herbs on my windowsill', 'never grown anything', 'basil and parsley for cooking', {
        description: 'I live in Melbourne',
      }),
    );
    expect(melbourne).toContain('Your words place you in the southern hemisphere');
    expect(melbourne).toContain('tomatoes sown indoors in September');
    expect(melbourne).not.toContain('assume the northern hemisphere');
    expect(melbourne).toContain('Choose what to grow first: basil and parsley');
    expect(melbourne).toContain('on your windowsill');

    const leeds = await plan('Start an allotment', 'complete beginner', 'grow potatoes, beans and onions', {
      description: 'I got an allotment in Leeds',
    });
    expect(textOf(leeds)).toContain('These are the RHS’s dates for the UK and Ireland');
    // An allotment is ground, not pots: its own track, with the crops named.
    expect(textOf(leeds)).toContain('Choose what to grow and how much: potatoes, beans and onions');
    expect(leeds.description).not.toMatch(/balcony/);
  });

  it('growing is read from the goal’s words, whatever the space; a ferment keeps its own kind', () => {
    const track = (title: string, target: string) => readBack(goal(title, 'beginner', target)).track.name;
    expect(track('Vegetable patch', 'feed the family from the garden in summer')).toBe('Growing food on a plot or in beds');
    expect(track('Allotment', 'grow a first season on my plot')).toBe('Growing food on a plot or in beds');
    expect(track('Grow chillies', 'a chilli harvest')).toBe('Growing your own food, through a season');
    expect(track('Make kimchi', 'a jar of kimchi that keeps')).toBe('Fermenting at home: kombucha, sauerkraut, kimchi, kefir');
    expect(track('Grow my business', 'ten new clients')).not.toBe('Growing your own food, through a season');
  });

  it('beekeeping, a season with stinging animals: an association, a course and a mentor before a colony of one’s own', async () => {
    const p = await plan('Keep bees', 'never opened a hive', 'my own honey bees next summer', { description: 'I have a garden in Kent' });
    expect(readBack(goal('Keep bees', 'never opened a hive', 'my own honey bees')).track.name).toBe(
      'Beekeeping, with an association and a mentor',
    );
    inOrder(p, [
      /^Join your local beekeeping association \(BBKA in England/,
      /^Check your reaction to stings/,
      /^Buy your protective kit/,
      /^An apiary session with your mentor/,
      /^Move the nucleus into your hive, with your mentor/,
      /^The weekly inspection/,
      /^Monitor varroa/,
      /^Prepare for winter/,
    ]);
    expect(p.description).toMatch(/^Bees sting: work with them first beside an experienced beekeeper.*anaphylaxis is an emergency/);
    expect(p.description).toMatch(/a first season often gives little or no honey/);
    // An hour at the hive is one visit, never cut into sittings on two days.
    expect(textOf(p)).not.toMatch(/sitting \d of \d|sub-skill|edge of your ability/);
  });
});

describe('a motorcycle licence, as a motorcycle trainer reads it', () => {
  const car = () =>
    plan('Learn to ride a motorcycle', 'I drive a car but have never been on a motorbike', 'pass my motorcycle licence test', {
      minutes: 45,
      days: 2,
    });

  it('licence and category, a trainer and kit, the basic training day, the theory, Module 1 and Module 2, in that order', async () => {
    const p = await car();
    expect(readBack(goal('Learn to ride a motorcycle', 'never ridden', 'pass my motorcycle licence test')).track.name).toBe(
      'A motorcycle licence, with a trainer',
    );
    inOrder(p, [
      /^Licence first/,
      /^Find a trainer and book/,
      /^Choose the protective kit/,
      /^Your training day at the school/,
      /^Hazard perception/,
      /^A full mock of the motorcycle theory/,
      /^Lesson: wheeling the bike and the stand, the slalom/,
      /^Lesson: the controlled stop, the emergency stop and hazard avoidance/,
      /^A Module 1 mock/,
      /^Lesson on the road/,
      /^A Module 2 mock test/,
    ]);
    expect(textOf(p)).toContain('A2 (up to 35 kW) from 19');
    expect(textOf(p)).toMatch(/UN ECE 22\.05 or 22\.06 with a good SHARP rating/);
    expect(textOf(p)).not.toMatch(/lifeguard|top rope|edge of your ability|sub-skill/);
  });

  it('nothing is ridden before the basic training, and every ride after it is the trainer’s: said first, and in the weeks', async () => {
    const p = await car();
    expect(p.description).toMatch(
      /^A motorcycle is learnt with a qualified trainer: nothing is ridden, not even in a car park, before your first training day/,
    );
    const training = weekOf(p, /^Your training day at the school/);
    const beforeIt = p.weeks.slice(0, training - 1).flatMap((w) => w.days.flatMap((d) => d.tasks));
    expect(beforeIt.some((t) => /^(Lesson|Ride|Practi[cs]e)/.test(t.title))).toBe(false);
    // Every ride the plan sets is a lesson, a training day or a mock with the trainer.
    const rides = tasksOf(p).filter((t) => /^(Lesson|A Module \d mock|Your training day)/.test(t.title));
    expect(rides.length).toBeGreaterThan(0);
    for (const ride of rides) expect(`${ride.title} ${ride.description}`).toMatch(/trainer/);
    // What the licence takes is not promised in the weeks.
    expect(p.description).toMatch(/towards “pass my motorcycle licence test”.*The licence usually takes longer than these weeks/);
  });

  it('reads the country from the words as the driving track does: CBT and the DVSA in Leeds, IBT and the RSA in Dublin, the MSF in Texas', async () => {
    const leeds = textOf(await plan('Motorbike licence', 'I have a car licence, I live in Leeds', 'ride a 125 and then an A2 bike'));
    expect(leeds).toContain('compulsory basic training (CBT) with a DVSA-approved training body');
    expect(leeds).toContain('a full car licence already gives provisional motorcycle entitlement');
    const dublin = textOf(await plan('Get my motorbike licence', 'I cycle', 'ride a 125', { description: 'I live in Dublin' }));
    expect(dublin).toContain('Initial Basic Training (IBT) with an RSA-approved instructor');
    expect(dublin).not.toContain('DVSA-approved');
    const texas = textOf(await plan('Motorcycle license', 'never ridden, I live in Texas', 'get my motorcycle license'));
    expect(texas).toContain('Motorcycle Safety Foundation Basic RiderCourse');
    expect(texas).toContain('your state’s DMV');
    const anywhere = textOf(await plan('Learn to ride a motorbike', 'never ridden', 'my motorbike licence'));
    expect(anywhere).toContain('your country’s basic rider training with an approved trainer');
    expect(anywhere).not.toMatch(/DVSA-approved|RSA-approved/);
  });

  it('a car’s licence stays the driving track; a bicycle is not a motorcycle', () => {
    expect(readBack(goal('Pass my driving test', 'never driven', 'pass the practical test')).track.name).toBe(
      'Learning to drive, to the driving test',
    );
    expect(readBack(goal('Ride a bike', 'I never learnt as a child', 'ride a bike to work')).track.name).not.toBe(
      'A motorcycle licence, with a trainer',
    );
  });
});

describe('a learner driver’s lessons already had count (round 21’s reading: five lessons planned from zero)', () => {
  it.each([
    ["I've had 5 lessons, I stall a lot on hill starts", 'pass my driving test on 20 January'],
    ['10 lessons done, nervous on roundabouts', 'pass my practical test'],
    ['after a few lessons with my dad, then an instructor', 'pass my driving test'],
  ])('%s → %s: the lessons go on from the car’s control, not from the licence', async (current, target) => {
    const p = await plan('Pass my driving test', current, target, { minutes: 30, days: 5 });
    expect(p.weeks[0]!.title).toMatch(/Control of the car/);
    expect(textOf(p)).not.toMatch(/Licence first|Find a qualified driving instructor|First lesson with your instructor/);
    expect(textOf(p)).toMatch(/moving off uphill/);
  });

  it.each([['never driven, I have booked 5 lessons'], ['no lessons yet'], ['had two lessons years ago']])(
    '%s: from the licence and the first lesson',
    async (current) => {
      const p = await plan('Pass my driving test', current, 'pass my driving test', { minutes: 30, days: 5 });
      expect(p.weeks[0]!.title).toMatch(/Your licence, an instructor/);
    },
  );
});

describe('fishing, a hobby on a season and beside water, as a coach reads it', () => {
  it('a licence, a coach and water safety first; knots, a coached session, fish care, reading the water, then the fish named', async () => {
    const p = await plan('Learn to fish', 'never held a rod', 'catch my first carp', {
      description: 'Coarse fishing at the local lake',
      minutes: 60,
      days: 2,
    });
    expect(readBack(goal('Learn to fish', 'never held a rod', 'catch my first carp')).track.name).toBe(
      'Fishing, from a licence and a coach',
    );
    // In full, or in their short forms where the person's week does them so (decision 269): a session at the water
    // is whole either way, 90 minutes or 40.
    inOrder(p, [
      /^(Licence first|Buy the licence or permit for your water)/,
      /^Book a first (session with a coach|coached session)/,
      /^(Water and power safety|Safety: where the power lines cross your water)/,
      /^Your session with the coach/,
      /^Fish care/,
      /^A (40-minute )?session on your own peg/,
      /^Read your water/,
      /^(Learn|Ask the fishery or your coach) the usual method for carp/,
      /^The session for carp,? as planned/,
    ]);
    expect(p.description).toMatch(/^Fishing is done beside water.*never fish or carry a rod under or near overhead power lines/);
    // A session is hours at the water, not a 20-minute attempt; the season is said, England and Wales’s as an example.
    expect(textOf(p)).not.toMatch(/20-minute attempt|sub-skill|edge of your ability/);
    expect(p.description).toMatch(/closes from 15 March to 15 June/);
    expect(textOf(p)).toContain(
      'Buy the licence or permit your country requires, and a ticket for the water (in England and Wales: a rod fishing licence from the Environment Agency',
    );
    const glasgow = textOf(await plan('Go fishing', 'never fished', 'catch a trout', { description: 'I live in Glasgow' }));
    expect(glasgow).toContain('There is no national rod licence in Scotland');
  });

  it('fish on a plate or in a tank is not angling', () => {
    const track = (title: string, target: string) => readBack(goal(title, 'beginner', target)).track.name;
    expect(track('Cook fish', 'a fish pie for six')).not.toBe('Fishing, from a licence and a coach');
    expect(track('Spot phishing emails', 'never click a phishing link')).not.toBe('Fishing, from a licence and a coach');
  });
});
