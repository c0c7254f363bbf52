import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { skillOf } from '../../lambdas/roadmap/builtin/custom';
import { goal, inOrder, plan, tasksOf, textOf, weekOf } from './custom-ask';

/**
 * Custom goals outside the kinds of rounds 7 and 8 (issue #36 item 4, round 9, decisions 123–125), read
 * as whoever teaches each would: a climbing instructor, a woodwork tutor, a chess coach, a Deaf BSL
 * tutor, a game master, a surf coach — and, for a goal of no known kind, a teacher of an unknown field.
 * The people are invented for this file, each kind said several ways.
 */

const trackOf = (title: string, target: string, current = 'beginner', description?: string) =>
  readBack(goal(title, current, target, description ? { description } : {})).track.name;

/** Each way a person might put a kind, in their own words, is read as that kind. */
const readAs = (track: string, wordings: [string, string][]) =>
  it.each(wordings)(`“%s” → “%s” is ${track}`, (title, target) => {
    expect(trackOf(title, target)).toBe(track);
  });

/** The place in the plan of the first task whose title matches. */
const indexOf = (p: RoadmapPlan, title: RegExp) => tasksOf(p).findIndex((t) => title.test(t.title));

describe('climbing, as a climbing instructor reads it', () => {
  readAs('Climbing, from a wall induction to leading', [
    ['Rock climbing', 'lead outdoors on real rock'],
    ['Learn to climb', 'climb at the wall with my friends'],
    ['Bouldering', 'get up a V3'],
    ['Indoor climbing', 'learn to belay and top rope'],
    ['Climb outside', 'lead a sport route at the crag'],
  ]);

  it('an induction, bouldering, a belay course, top-rope mileage, a lead course, then rock only with an instructor; the fear said', async () => {
    const p = await plan('Rock climbing', 'never climbed, and I’m scared of heights', 'lead outdoors on real rock', {
      description: 'My friends climb near Sheffield',
      minutes: 90,
      days: 2,
    });
    inOrder(p, [
      /^Book a climbing wall induction/,
      /^Bouldering: the easiest problems/,
      /^Book a belay \(learn-to-climb\) course with a qualified instructor/,
      /^Top-rope climbs with your partner, after the partner check/,
      /^Book a lead climbing course with a qualified instructor/,
      /^Lead course: clipping/,
      /^Your outdoor day with the instructor/,
    ]);
    expect(p.description).toMatch(/^Climbing is learnt with qualified instruction/);
    // Outdoors is not promised in five weeks, and the outdoor day is an instructor’s or a club’s (UK bodies for Sheffield).
    expect(p.description).toMatch(/most climbers lead for months at a wall before leading on rock/);
    expect(textOf(p)).toContain('a Mountain Training Rock Climbing Instructor, or a BMC-affiliated club’s experienced leaders');
    // The fear of heights is read, at the wall and at the first lead falls.
    expect(textOf(p)).toMatch(/Tell the staff you are afraid of heights/);
    expect(textOf(p)).toMatch(/Afraid of heights: ask for the first falls to be tiny/);
    expect(textOf(p)).not.toMatch(/sub-skill|edge of your ability|20-minute attempt|under a time limit/);
  });

  it('ends where the target does: climbing at the wall with friends stops before the lead course, leading indoors before rock', async () => {
    const wall = await plan('Climbing', 'never climbed', 'climb at the wall with friends', { minutes: 15, days: 7 });
    expect(wall.weeks).toHaveLength(3);
    expect(textOf(wall)).not.toMatch(/lead climbing course|outdoor day/);
    const lead = await plan('Indoor climbing', 'I boulder', 'lead at the wall');
    expect(lead.weeks.at(-1)!.title).toMatch(/A lead course, indoors/);
  });

  it('names the country’s bodies (AMGA in Colorado), and starts a climber who boulders at the belay course', async () => {
    const colorado = await plan('Climbing', 'I boulder twice a week', 'lead outside', { description: 'I live in Colorado' });
    expect(textOf(colorado)).toContain('an AMGA-certified guide (Single Pitch Instructor or above)');
    expect(colorado.weeks[0]!.title).toMatch(/A belay course with an instructor/);
    expect(textOf(colorado)).not.toMatch(/Book a climbing wall induction/);
  });

  it('a mountain walk, a career or the stairs are not climbing lessons', () => {
    expect(trackOf('Climb Kilimanjaro', 'reach the summit')).not.toBe('Climbing, from a wall induction to leading');
    expect(trackOf('Career', 'climb the career ladder to manager')).not.toBe('Climbing, from a wall induction to leading');
  });
});

describe('horse riding, as a riding instructor reads it', () => {
  readAs('Horse riding, at an approved riding school', [
    ['Learn horse riding', 'canter confidently'],
    ['Ride a horse', 'ride on the beach on holiday'],
    ['Riding lessons', 'learn to trot and canter'],
    ['Dressage', 'ride a walk and trot test'],
    ['Get back on a pony', 'hack out with my daughter'],
  ]);

  it('an approved school, a hat to a standard and the horse’s blind spots before a first lesson; walk, trot, then a canter when the instructor says; the nerves read', async () => {
    const p = await plan('Learn horse riding', 'never ridden, a bit scared of horses', 'canter confidently and go on a hack', {
      description: 'I live in Kent',
      minutes: 60,
      days: 2,
    });
    expect(p.description).toMatch(/^Horses are large and can be unpredictable: learn at an approved riding school/);
    inOrder(p, [
      /^Book lessons at an approved riding school/,
      /^A hat to a current standard/,
      /^Around the horse: approach at the shoulder, speak, never stand behind/,
      /^Your first lesson: mounting, your position, walk and halt/,
      /^Lesson: a first rising trot/,
      /^Lesson: the first canter, in the school, when your instructor says you are ready/,
      /^A supervised hack (with the school|or trek)/,
    ]);
    const text = textOf(p);
    expect(text).toContain('approved by the British Horse Society (BHS) or the Association of British Riding Schools (ABRS)');
    expect(text).toMatch(/Tell the school you are nervous when you book: ask for a calm horse and lessons on the lunge/);
    expect(text).toMatch(/PAS 015, VG1, ASTM F1163 with SEI or Snell E2016/);
    expect(text).not.toMatch(/sub-skill|20-minute attempt|under a time limit|lifeguard/);
  });

  it('a rider in Texas books a CHA-certified instructor; a rocking horse or horsepower is not riding', async () => {
    expect(textOf(await plan('Horse riding', 'never ridden', 'ride on a trail', { description: 'I live in Texas' }))).toContain(
      'Certified Horsemanship Association (CHA)',
    );
    expect(trackOf('Build a rocking horse', 'for my grandson')).not.toBe('Horse riding, at an approved riding school');
    expect(trackOf('Tune my car', 'more horsepower')).not.toBe('Horse riding, at an approved riding school');
  });
});

describe('a woodwork build, as a woodwork tutor reads it', () => {
  readAs('A woodwork build, safely, to the finished piece', [
    ['Build a bookshelf', 'a sturdy bookshelf with 5 shelves'],
    ['Woodworking', 'make a coffee table for the lounge'],
    ['Raised beds', 'build two raised beds for the veg garden'],
    ['DIY project', 'make a bird box with my son'],
    ['Carpentry', 'my first piece of furniture'],
  ]);

  it('eye, ear and dust protection before any cut; a design and a cutting list; a practice joint before the parts; the shelf fixed to the wall', async () => {
    const p = await plan('Build a bookshelf', 'never done any woodwork, I own a drill', 'a sturdy bookshelf for my daughter’s room', {
      minutes: 45,
      days: 3,
    });
    expect(tasksOf(p)[0]!.title).toBe('Eye and ear protection and a dust mask, before any cut');
    expect(p.description).toMatch(/^Woodwork uses sharp and powered tools\. Eye protection for every cut/);
    inOrder(p, [
      /^Design the bookshelf: a sketch with every size/,
      /^Write the cutting list/,
      /^Cut practice: 10 square cuts on offcuts/,
      /^A practice joint on offcuts/,
      /^Cut every part of the bookshelf from the cutting list/,
      /^Dry-fit the bookshelf/,
      /^Assemble the bookshelf/,
      /^Make it safe where it will stand/,
    ]);
    // The finish comes before it is fixed to the wall, and a tall bookcase is fixed against tipping.
    expect(indexOf(p, /^Finish: oil, wax or varnish/)).toBeLessThan(indexOf(p, /^Make it safe where it will stand/));
    expect(textOf(p)).toMatch(/anti-tip brackets into a stud/);
    expect(textOf(p)).not.toMatch(/sub-skill|20-minute attempt|edge of your ability/);
  });

  it('a raised bed for food crops is outdoor timber, no creosoted sleepers, and no varnish where soil touches', async () => {
    const text = textOf(await plan('Raised beds for the garden', 'I’ve put up a shelf once', 'build two raised beds before spring'));
    expect(text).toMatch(/not old railway sleepers, whose creosote should not touch food crops \(RHS\)/);
    expect(text).toMatch(/^Protect it outdoors: end grain sealed, nothing inside where soil touches/m);
    expect(text).not.toMatch(/^Finish: oil, wax or varnish/m);
    expect(text).toMatch(/fill with topsoil and compost/);
  });

  it('a table of contents or a spreadsheet is not woodwork, and growing in a raised bed stays growing', () => {
    expect(trackOf('Write my thesis', 'make a table of contents')).not.toBe('A woodwork build, safely, to the finished piece');
    expect(trackOf('Grow vegetables', 'grow tomatoes in my raised bed')).toBe('Growing food on a plot or in beds');
  });
});

describe('chess, as a chess coach reads it', () => {
  readAs('Chess, to a rating', [
    ['Get better at chess', 'reach 1400 rapid'],
    ['Chess', 'beat my dad'],
    ['Improve my chess rating', '1800 on lichess'],
    ['Learn chess', 'play a full game with my kids'],
  ]);

  it('a 900 player: tactics daily, own games analysed before the engine, openings lightly, endgames, and the rating said honestly', async () => {
    const p = await plan('Get better at chess', 'rated about 900 on chess.com', 'reach 1400 rapid', { minutes: 40, days: 4 });
    // Someone with a rating knows the rules: no rules week.
    expect(textOf(p)).not.toMatch(/how each piece moves/);
    expect(tasksOf(p)[0]!.title).toBe('Your baseline: your Chess.com rapid rating and your last 10 games');
    inOrder(p, [
      /^Play one rapid game, 15\+10, with a blunder check/,
      /^Analyse that game yourself first, then with the engine/,
      /^Choose a simple repertoire/,
      /^King and pawn endgames/,
      /^Compare with the baseline/,
    ]);
    // Tactics every week.
    expect(p.weeks.every((w) => w.days.some((d) => d.tasks.some((t) => /^Tactics puzzles/.test(t.title))))).toBe(true);
    expect(p.description).toMatch(/no coach can promise a number/);
    expect(p.description).toMatch(/Class E under 1200, D 1200–1399, C 1400–1599/);
    expect(textOf(p)).not.toMatch(/20-minute attempt|sub-skill|Full attempt at/);
  });

  it('a beginner learns the rules and the basic mates first', async () => {
    const p = await plan('Learn chess', 'I don’t know how the pieces move', 'play a full game with my kids');
    expect(p.weeks[0]!.title).toMatch(/How the pieces move, and first games/);
    expect(tasksOf(p)[0]!.description).toMatch(/^Lichess or Chess\.com’s free beginner lessons/);
    // Playing a game with the family is reached after the rules, a first baseline and games analysed: no openings or rated-games weeks.
    expect(p.weeks).toHaveLength(3);
    expect(textOf(p)).toMatch(/No rating yet\? Play your first rapid games online this week/);
    expect(textOf(p)).not.toMatch(/Choose a simple repertoire/);
  });
});

describe('a sign language, as a Deaf tutor reads it', () => {
  readAs('A sign language, from a course and the Deaf community', [
    ['Learn BSL', 'chat with my deaf nephew'],
    ['Sign language', 'talk to my deaf colleague'],
    ['Learn ASL', 'have a conversation in ASL'],
    ['Learn to sign', 'sign with my daughter who is deaf'],
    ['Fingerspelling', 'fingerspell my name'],
  ]);

  it('BSL: Signature Level 1 from a Deaf tutor, the two-handed alphabet, the Deaf community, and practice with the person named', async () => {
    const p = await plan('Learn BSL', 'complete beginner', 'have a proper chat with my nephew', {
      description: 'My nephew is deaf and I want to talk with him',
      minutes: 30,
      days: 5,
    });
    const text = textOf(p);
    expect(tasksOf(p)[0]!.title).toBe('Book the course: BSL, from a Deaf tutor where you can');
    expect(text).toContain('a Signature Level 1 Award in BSL course');
    expect(text).toContain('the two-handed manual alphabet BSL, Auslan and NZSL share');
    expect(text).toMatch(/Find the Deaf community near you/);
    expect(p.weeks[1]!.title).toBe('Week 2: Everyday signs, and practice with your nephew');
    expect(text).toMatch(/A 5-minute conversation with your nephew/);
    // Fluency is not promised: the course's own hours are said.
    expect(p.description).toMatch(/Signature’s Level 1 alone is 90 hours of learning/);
  });

  it('ASL in Texas is an ASL class and the one-handed alphabet, never BSL’s', async () => {
    const text = textOf(await plan('Learn sign language', 'beginner', 'talk with my deaf coworker', { description: 'I live in Texas' }));
    expect(text).toContain('an ASL 1 class');
    expect(text).toContain('the one-handed manual alphabet');
    expect(text).not.toMatch(/Signature|two-handed/);
  });

  it('someone who knows the alphabet from school still books the course first: every lesson the plan sets is one they have', async () => {
    const p = await plan('Learn BSL', 'I know the alphabet from school', 'chat with my colleague at lunch', { minutes: 20, days: 6 });
    expect(tasksOf(p)[0]!.title).toBe('Book the course: BSL, from a Deaf tutor where you can');
    expect(weekOf(p, /^Book the course/)).toBeLessThan(weekOf(p, /^Your lesson/));
    expect(textOf(p)).toMatch(/The class itself counts as this session, however long it runs/);
  });

  it('signing a contract or signing up is not a sign language', () => {
    expect(trackOf('Buy a house', 'sign the contract by June')).not.toBe('A sign language, from a course and the Deaf community');
    expect(trackOf('Gym', 'sign up and go three times a week')).not.toBe('A sign language, from a course and the Deaf community');
  });
});

describe('running a tabletop game, as a game master reads it', () => {
  readAs('Running a tabletop game, as its game master', [
    ['DM my first D&D one-shot', 'run a one-shot for four friends'],
    ['Dungeon Master', 'be the DM for my group'],
    ['Tabletop RPG', 'run a Pathfinder game for my kids'],
    ['Call of Cthulhu', 'host a session as game master'],
  ]);

  it('the rules, a one-shot prepared on one page, session zero and safety tools before the game, the game run, feedback', async () => {
    const p = await plan('DM my first D&D one-shot', 'I’ve watched Critical Role', 'run a one-shot for my friends', {
      minutes: 60,
      days: 3,
    });
    inOrder(p, [
      /^Read the core rules of D&D 5th edition/,
      /^Choose a published one-shot/,
      /^Prep on one page: a strong start/,
      /^Session zero with your friends/,
      /^Choose your safety tools and explain them: the X-card/,
      /^Run the one-shot for your friends/,
      /^Stars and wishes from each player/,
    ]);
    expect(textOf(p)).toContain('From D&D’s free Basic Rules (the SRD)');
    expect(textOf(p)).not.toMatch(/20-minute attempt|sub-skill/);
  });

  it('a marketing campaign is not a tabletop campaign', () => {
    expect(trackOf('Marketing', 'run a marketing campaign for my shop')).not.toBe('Running a tabletop game, as its game master');
  });
});

describe('flotation by sport, as a water-sports coach reads it', () => {
  it.each([
    ['Learn to surf', 'stand up on a wave', 'Cornwall'],
    ['Surfing', 'catch green waves on my own', 'California'],
    ['Surf lessons', 'surf a whole summer', 'Sydney'],
  ])('%s → %s: a leash and a beginner’s board, no buoyancy aid; rip currents and the flags', async (title, target, place) => {
    const p = await plan(title, 'never surfed', target, { description: `Near ${place}` });
    // Surfing is its own kind (decision 298): its flotation is said once, in the plan's opening words.
    const text = textOf(p);
    expect(p.description).toMatch(/The leash stays on your back ankle and the board is your flotation \(surfers wear no buoyancy aid\)/);
    expect(text).not.toMatch(/A buoyancy aid that fits|50 N buoyancy aid/);
    expect(text).toMatch(/Black-and-white chequered flags: the zone for surfboards|surfboards stay outside them|mark where boards may go/);
    expect(text).toMatch(/^Spot a rip current, and how to get out of one/m);
    expect(text).toMatch(/fall flat and away from the board, covering your head/);
    expect(p.description).not.toMatch(/a buoyancy aid worn every time/);
  });

  it.each([
    ['Stand-up paddleboarding', 'paddle round the bay'],
    ['Kayaking', 'a day trip down the river'],
    ['Learn to sail a dinghy', 'sail alone at the club'],
    ['Windsurfing', 'get planing'],
  ])('%s → %s: a buoyancy aid, every time', async (title, target) => {
    const p = await plan(title, 'beginner', target);
    expect(textOf(p)).toMatch(/^A buoyancy aid that fits, worn every time you are on the water/m);
    expect(textOf(p)).toContain('a 50 N buoyancy aid to ISO 12402-5');
    expect(p.description).toMatch(/a buoyancy aid worn every time/);
  });
});

describe('a goal of no known kind, as a teacher of an unknown field reads it', () => {
  it.each([
    ['Learn bookbinding', 'never tried', 'bind a notebook for my sister'],
    ['Learn to whistle with two fingers', 'I can only whistle through my lips', 'a loud whistle across the park'],
    ['Learn to beatbox', 'none', 'perform a beat at my cousin’s wedding'],
    ['Learn macramé', 'I can tie a reef knot', 'make a macramé plant hanger for my kitchen'],
    ['Solve cryptic crosswords', 'I can get a clue or two', 'finish the Saturday cryptic'],
    ['Learn the harmonica', 'never played an instrument', 'pass grade 1'],
  ])('“%s” (%s → %s): a teacher and a first lesson first, never a 20-minute attempt', async (title, current, target) => {
    const p = await plan(title, current, target, { minutes: 30, days: 3 });
    expect(readBack(goal(title, current, target)).track.chosen).toBe('general');
    // The skill in its own words (decision 170): "Learn to beatbox" is taught as beatboxing, never pasted in quotes.
    expect(tasksOf(p)[0]!.title).toBe(`Find who teaches ${skillOf(title)}: a class, a course, a club or a tutor`);
    expect(p.weeks[0]!.title).toBe('Week 1: A teacher, a first lesson, and your measure');
    inOrder(p, [
      /^Find who teaches/,
      /^Your first lesson or session of/,
      /^A whole attempt at .*, recorded: \d+ minutes set aside/,
      /^“.*”: done, and measured$/,
    ]);
    const text = textOf(p);
    expect(text).not.toMatch(/20-minute attempt|30 minutes, recorded|3 observable checks|Define done/);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('measures the target the way the target names it: a grade, a time, a performance, a number, a finished thing', async () => {
    const measure = async (title: string, target: string) => textOf(await plan(title, 'beginner', target));
    expect(await measure('Learn the harmonica', 'pass grade 1')).toMatch(
      /Your target names a grade, a test or a rating: learn its syllabus and how it is marked/,
    );
    expect(await measure('Solve cryptic crosswords', 'finish a cryptic in under 30 minutes')).toMatch(
      /Your target names a time: take it the same way every time/,
    );
    expect(await measure('Learn to beatbox', 'perform a beat at my cousin’s wedding')).toMatch(
      /Your target names a performance: a run-through in front of someone, recorded/,
    );
    expect(await measure('Origami', 'fold 100 cranes')).toMatch(/Your target names a number: count it the same way every time/);
    expect(await measure('Learn macramé', 'make a macramé plant hanger for my kitchen')).toMatch(
      /Your target names a finished thing: make it once as well as you can/,
    );
    expect(await measure('Whistle with two fingers', 'loud enough to call the dog')).toMatch(
      /Write what your target looks like when it is done/,
    );
  });

  it('pottery keeps the process over days, with a studio and a kiln, and no food-safety line', async () => {
    const p = await plan('Learn pottery on the wheel', 'never touched clay', 'throw a set of four matching mugs');
    expect(p.description).toMatch(/^Pottery is learnt at a class or a studio with a wheel and a kiln/);
    expect(p.description).not.toMatch(/Food you make and keep/);
    expect(tasksOf(p)[0]!.description).toMatch(/^Book a pottery class or a studio with a wheel and a kiln/);
    expect(textOf(p)).not.toMatch(/sourdough starter/);
    // A ferment has its own kind, with its own food-safety line (ferment.test.ts); a preserve keeps the process's.
    expect((await plan('Make kombucha', 'never fermented', 'a fizzy batch')).description).toMatch(
      /Fermenting is safe when it is done clean and sour/,
    );
    expect((await plan('Make cider', 'never brewed', 'a dry cider from our apples')).description).toMatch(/Food you make and keep/);
  });
});
