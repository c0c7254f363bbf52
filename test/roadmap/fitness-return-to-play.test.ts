import { asker } from './ask';
import { plan, spreadAsker, tasksOf, textOf } from './read-plan';

/**
 * Back to a sport after an operation or injury (decision 374). A sports physiotherapist read "5-a-side on
 * Thursdays again after a hernia repair 10 weeks ago" planned a full match on its first day, sprints and Nordic
 * curls in week 1, no groin loading, no warning signs and the game never on Thursday. The return track asks the
 * clinician first, loads the injured part in stages, then runs, turns, trains, plays part of a game and the
 * whole game on the person's own match day, with that injury's warning signs.
 */

const ask = spreadAsker('Physical Fitness');
const on = (weekdays: number[], current: string, target: string, minutes = 30) =>
  asker(minutes)('Physical Fitness', current, target, { daysPerWeek: weekdays.length, weekdays });

describe('the hernia repair back to 5-a-side on Thursdays, 30 minutes, 4 days a week', () => {
  const current = 'had a hernia repair 10 weeks ago, surgeon says I can build up now, I used to play 5-a-side';
  const target = 'get back to 5-a-side on Thursdays without my groin worrying me';

  it('asks the surgeon first and plays no game, sprint or Nordic curl in week 1', async () => {
    const p = await plan(ask(current, target, 30, 4));
    const first = p.weeks[0]!;
    expect(first.days[0]!.tasks[0]!.title).toMatch(/^Ask your surgeon or physiotherapist what you may do now: .*a game of 5-a-side/);
    const week1 = first.days.flatMap((d) => d.tasks.map((t) => `${t.title}\n${t.description}`)).join('\n');
    expect(week1).not.toMatch(/Your game|sprints?:|Nordic/i);
  });

  it('loads the groin and tummy wall by the Copenhagen adductor progression, then runs, turns, trains and plays', async () => {
    const p = await plan(ask(current, target, 30, 4));
    const week = (n: number) => p.weeks[n - 1]!.days.flatMap((d) => d.tasks.map((t) => t.title)).join('\n');
    expect(week(1)).toMatch(/Loading for your groin, stage 1/);
    expect(week(2)).toMatch(/Loading for your groin, stage 2/);
    expect(week(2)).toMatch(/Run–walk in straight lines/);
    expect(week(3)).toMatch(/Change of direction/);
    expect(week(5)).toMatch(/Team training: 5-a-side/);
    expect(week(6)).toMatch(/Part of a game of 5-a-side/);
    expect(week(7)).toMatch(/Your game: the whole game of 5-a-side/);
  });

  it('says the repair’s warning signs', async () => {
    const text = textOf(await plan(ask(current, target, 30, 4)));
    expect(text).toMatch(/a new bulge or lump in the groin, pain at the repair on coughing, sneezing or sprinting/);
  });

  it('puts training, the part game and the game on Thursday when the person has Thursdays', async () => {
    const weekdays = [1, 4, 6, 7];
    const p = await plan(on(weekdays, current, target));
    const daysOf = (title: RegExp) =>
      p.weeks.flatMap((w) => w.days.flatMap((d, i) => (d.tasks.some((t) => title.test(t.title)) ? [weekdays[i]] : [])));
    expect(daysOf(/^(Team training: |Part of a game of |Your game: the whole)/)).toEqual([4, 4, 4]);
  });

  it('without a Thursday, the day standing in says so', async () => {
    const p = await plan(on([1, 3, 6], current, target));
    const game = tasksOf(p).find((t) => t.title.startsWith('Your game: the whole game'))!;
    expect(game.description).toMatch(/This is on a Thursday, not one of your days/);
  });
});

describe('other injuries, each with its own loading, clinician and signs', () => {
  it.each([
    [
      'tore my ACL 11 months ago, reconstruction done, physio says nearly ready',
      'play netball again on Saturdays',
      /Single-leg hop for distance, each leg/,
      /the knee giving way/,
      /netball/,
    ],
    [
      'sprained my ankle badly 6 weeks ago',
      'back to basketball on Tuesday evenings',
      /Single-leg balance with the eyes closed/,
      /the ankle giving way/,
      /basketball/,
    ],
    [
      'pulled my hamstring in March',
      'play rugby again next season',
      /Askling 'extender'/,
      /a grab or a pop at the back of the thigh/,
      /rugby/,
    ],
    [
      'dislocated my shoulder in January, physio twice',
      'get back to rugby training',
      /band, elbow at the side/,
      /the shoulder slipping/,
      /rugby/,
    ],
    [
      'I have tennis elbow, 45, normally play twice a week',
      'play tennis again without pain',
      /Slow wrist lowering with a light weight/,
      /pain at night/,
      /tennis/,
    ],
    [
      'broke my wrist falling off my bike, cast off 4 weeks ago',
      'play cricket this summer',
      /fracture clinic's wrist exercises/,
      /a cold, pale hand/,
      /cricket/,
    ],
    ['had knee surgery in May, meniscus repair', 'play padel again', /Loading for your knee/, /the knee giving way/, /padel/],
    [
      'groin strain in October, physio cleared me for light work',
      'back to hockey training on Tuesdays',
      /Copenhagen adductor level 1/,
      /a sharp pain in the groin when kicking/,
      /hockey/,
    ],
    ['tore my calf playing squash 6 weeks ago', 'squash on Wednesdays again', /Single-leg calf raises/, /like being kicked/, /squash/],
    [
      'achilles rupture last year, surgery, walking and cycling fine',
      '5-a-side with work mates on Mondays',
      /Loading for your Achilles/,
      /like being kicked/,
      /5-a-side/,
    ],
    [
      'broke my collarbone in a tackle, 8 weeks ago',
      'back to rugby',
      /Loading for your collarbone/,
      /a new bump or grinding there/,
      /rugby/,
    ],
  ])('“%s” → “%s”', async (current, target, load, signs, sport) => {
    for (const [minutes, days] of [
      [20, 2],
      [45, 5],
    ] as const) {
      const p = await plan(ask(current, target, minutes, days));
      const text = textOf(p);
      expect(p.weeks[0]!.days[0]!.tasks[0]!.title).toMatch(/^Ask your .* what you may do now/);
      expect(text).toMatch(load);
      expect(text).toMatch(signs);
      expect(p.weeks.at(-1)!.title).toMatch(sport);
    }
  });
});

describe('a racket sport is played with a club or a partner, not a team', () => {
  it('tennis after a tennis elbow: a club session or lesson, then a set, then the match', async () => {
    const p = await plan(ask('I have tennis elbow, 45, normally play twice a week', 'play tennis again without pain', 45, 3));
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles).toContain('A club session or lesson: tennis, the warm-up and drills, the game-like part only once cleared');
    expect(titles).toContain('Part of a game of tennis: a set, or a short match');
    expect(textOf(p)).not.toMatch(/Team training|team's warm-up|a half, or about 20 minutes/);
  });
});

describe('what the person says of when it happened', () => {
  it('an ACL reconstruction 4 months ago hears the 9 months and the 90% hop tests; one 11 months ago does not', async () => {
    expect((await plan(ask('ACL reconstruction 4 months ago, physio going well', 'play football again', 45, 5))).description).toMatch(
      /a return to a game before 9 months, or before your hop and strength tests reach 90% of the other leg/,
    );
    expect(
      (await plan(ask('tore my ACL, reconstruction done, physio says nearly ready', 'play netball again on Saturdays', 45, 5))).description,
    ).not.toMatch(/before 9 months/);
  });

  it('an ankle rolled 2 days ago is told to let it settle and have it seen first', async () => {
    const p = await plan(ask('rolled my ankle badly 2 days ago at netball', 'play netball on Saturdays again', 30, 3));
    expect(p.description).toMatch(/In the first days after an injury: protect it, rest it from sport/);
    expect(textOf(p)).toMatch(/Netball skills, alone or with a friend: passing on the move/);
  });
});

describe('who does not take it', () => {
  it.each([
    ['my son tore his ACL', 'play football with my son'],
    ['I play 5-a-side every week', 'get fitter for 5-a-side on Thursdays'],
    ['had my knee operation, meniscus trimmed', 'run a 5k'],
    ['had an ear drum perforated', 'play squash again'],
    ['sprained my ankle last year, fine now', 'jump higher for basketball tryouts'],
    ['I want to avoid injury', 'play a whole game of hockey'],
  ])('“%s” → “%s”', async (current, target) => {
    const p = await plan(ask(current, target, 30, 3));
    expect(p.weeks[0]!.title).not.toMatch(/^Cleared first/);
  });
});

describe('a functional target on the bones track: her own lift and carry, rehearsed and tested', () => {
  const titlesIn = async (current: string, target: string, minutes: number, days: number) =>
    (await plan(ask(current, target, minutes, days))).weeks.map((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)).join('\n'));

  it('lifts the grandson and carries the shopping upstairs from week 2 to the end, at 30 × 3', async () => {
    const weeks = await titlesIn('66, osteoporosis, walk daily', 'lift my grandson and carry shopping upstairs', 30, 3);
    expect(weeks[1]).toMatch(/Your goal, rehearsed light: lifting your grandson/);
    expect(weeks[1]).toMatch(/Your goal, rehearsed light: carrying shopping upstairs/);
    expect(weeks[2]).toMatch(/Your goal, loaded: lifting your grandson/);
    expect(weeks.at(-1)).toMatch(/Your goal, tested: lifting your grandson/);
    expect(weeks.at(-1)).toMatch(/Your goal, tested: carrying shopping upstairs/);
    const text = textOf(await plan(ask('66, osteoporosis, walk daily', 'lift my grandson and carry shopping upstairs', 30, 3)));
    expect(text).toMatch(/from the floor or cot height to your chest, held close, built towards your grandson's weight/i);
  });

  it.each([
    ['72, osteopenia on my last scan', 'carry the shopping home from the bus', /carrying shopping/],
    ['58, bone density low', 'stronger bones so I can keep gardening all day', /carrying in the garden/],
    ['61, osteoporosis', 'pick up boxes at the charity shop without worrying', /lifting boxes/],
  ])('“%s” → “%s” rehearses its own words', async (current, target, words) => {
    for (const [minutes, days] of [
      [20, 2],
      [45, 5],
    ] as const) {
      expect((await titlesIn(current, target, minutes, days)).join('\n')).toMatch(words);
    }
  });

  it('a newly diagnosed beginner starts the weights at about 15 reps; one who lifts is not told so', async () => {
    const beginner = textOf(await plan(ask('66, just diagnosed with osteoporosis, never done weights', 'stronger bones', 30, 3)));
    expect(beginner).toMatch(/start with a weight you could lift about 15 times and stop at 12, for two weeks/);
    const lifter = textOf(await plan(ask('60, osteopenia, I go to the gym twice a week', 'stronger bones', 30, 3)));
    expect(lifter).not.toMatch(/about 15 times and stop at 12/);
  });

  it('no grandson for someone who does not name one', async () => {
    const text = textOf(await plan(ask('63, osteoporosis diagnosed last year, walk daily', 'stronger bones and better balance', 30, 3)));
    expect(text).not.toMatch(/grandson|grandchild|cot height/);
    expect(text).toMatch(/Your goal, rehearsed light: lifting from the floor/);
  });
});

describe('an age beside aching joints is not a fall, and the joint said is the one in the tasks', () => {
  it.each([
    ['68, my knees ache', 'garden all day without being wiped out', /Book a GP or physiotherapist appointment about the pain/],
    ['70, my hips ache on the stairs', 'walk to the shops and back', /Book your GP or a physiotherapist about your hips/],
    ['72, sore ankles', 'walk to the shops and back', /Book your GP or a physiotherapist about your ankles/],
    ['I weigh 130 kg', 'walk for 30 minutes without stopping', /Book your GP or a physiotherapist about your knees/],
  ])('“%s” → “%s”', async (current, target, booked) => {
    const text = textOf(await plan(ask(current, target, 30, 3)));
    expect(text).not.toMatch(/about your fall or your balance/);
    expect(text).toMatch(booked);
  });

  it('a hip person on the flat walk never reads knees but for the exercise named for them', async () => {
    const text = textOf(await plan(ask('70, my hips ache on the stairs', 'walk to the shops and back', 30, 3)));
    expect(text.replace(/seated knee straightening|the knee is almost straight/g, '')).not.toMatch(/\bknees?\b/i);
  });
});

describe('a side named by its number (the second XV) is a team sport, and an unnamed sport reads whole', () => {
  it('a shoulder dislocated in a tackle → the club’s second XV on Saturdays: the return, in rugby’s words', async () => {
    const p = await plan(
      ask(
        'dislocated my shoulder in a tackle in August, physio has me doing band work, no contact yet',
        "play for the club's second XV on Saturdays again by March",
        45,
        4,
      ),
    );
    const text = textOf(p);
    expect(text).toMatch(/Loading for your shoulder, stage 1/);
    expect(tasksOf(p).map((t) => t.title)).toContain('Your game: the whole game of rugby');
    expect(text).not.toMatch(/Run 1: 8 × \(60 s run|your your|Your your/);
  });

  it('a sport the words do not name reads “Your sport skills”, not “Your your sport skills”', async () => {
    const p = await plan(ask('sprained my ankle in October', "back to my club's first XI on Sundays", 30, 3));
    expect(textOf(p)).toMatch(/Loading for your ankle, stage 1/);
    expect(textOf(p)).toMatch(/Your sport skills, alone or with a friend/);
    expect(textOf(p)).not.toMatch(/your your/i);
  });
});
