import { readBack } from '../../lambdas/roadmap/reading';
import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { asker } from './ask';
import { goal, plan, textOf, weekOf } from './custom-ask';

/**
 * Read as the field's teachers would (issue #36, round 8, decision 103): a sailing or paddling coach reads
 * a water sport's plan for the course recognised by the country's national body, the buoyancy aid, the
 * capsize drill with the instructor, cold water, the tide and the forecast, and never going out alone;
 * a writing teacher reads a bedtime story or a family book for the finished piece given and read aloud,
 * not a magazine submission.
 */

const before = (p: RoadmapPlan, first: RegExp, then: RegExp) => {
  expect(weekOf(p, first)).toBeGreaterThan(0);
  expect(weekOf(p, first)).toBeLessThanOrEqual(weekOf(p, then));
};

describe('a water sport as a custom goal, as its coach reads it', () => {
  it('a dinghy sailor in Brighton: an RYA course, a buoyancy aid and cold water shock before any sailing, capsize with the instructor, seasickness said', async () => {
    const p = await plan('Learn to sail a dinghy', 'never been on a small boat', 'sail a dinghy on my own at the club', {
      description: 'I live in Brighton and get seasick on ferries',
      minutes: 45,
      days: 3,
    });
    expect(p.description).toMatch(/Never go out alone while learning/);
    expect(p.description).toMatch(/For seasickness: tell the instructor/);
    const text = textOf(p);
    expect(text).toContain('RYA-recognised training centre: Start Sailing (Dinghy Level 1');
    expect(text).toMatch(/buoyancy aid to ISO 12402-5/);
    expect(text).toMatch(/Cold water shock, and Float to Live/);
    expect(text).toMatch(/righting it \(the scoop method\)/);
    before(p, /^Book a beginners’ course with a qualified instructor/, /^First session on the water, with your instructor/);
    before(p, /^Cold water shock/, /^First session on the water/);
    before(p, /^First session on the water/, /^Capsize and self-rescue drill/);
    expect(weekOf(p, /^Tides and currents where you go/)).toBeGreaterThan(0);
    // None of the general scaffold's timed attempts, drills at the edge or "in front of people".
    expect(text).not.toMatch(/edge of your ability|sub-skill|against the clock|in front of people|Define done/);
  });

  it.each([
    [
      'Stand-up paddleboarding',
      'total beginner, a bit scared of falling in the water',
      'paddle round the bay',
      /British Canoeing course/,
      /afraid of the water or not a strong swimmer/,
      'Cornwall',
    ],
    [
      'Kayaking',
      'I can swim but never paddled',
      'a day trip down a river',
      /American Canoe Association \(ACA\)/,
      /Tell the centre how well you swim/,
      'Oregon',
    ],
    ['Rowing', 'never rowed on water', 'row in a crew boat', /British Rowing club’s Learn to Row course/, /Tell the centre/, 'London'],
    [
      'Windsurfing',
      'I can swim, never sailed',
      'get planing',
      /US Sailing-certified instructor/,
      /Tell the centre how well you swim/,
      'Florida',
    ],
  ])(
    '%s (%s → %s): the national body’s course, in their country, and their worry',
    async (title, current, target, course, worry, place) => {
      const p = await plan(title, current, target, { description: `${title}${place ? ` near ${place}` : ''}`, minutes: 30, days: 3 });
      const text = textOf(p);
      expect(text).toMatch(course);
      expect(text).toMatch(worry);
      expect(text).toMatch(/(Capsize and self-rescue drill|Falling safely, getting back on and rip currents), with the instructor/);
      expect(readBack(goal(title, current, target)).track.name).toBe('A water sport, from a qualified course');
    },
  );

  it('a paddleboarder falls off the board and climbs back on, kneeling before standing: no kayak’s wet exit', async () => {
    const p = await plan('Stand up paddleboarding', 'never done any water sports', 'paddle across the bay', {
      description: 'We’ve just moved to Galway and I’m a weak swimmer',
      minutes: 90,
      days: 2,
    });
    const text = textOf(p);
    expect(text).toMatch(/Canoeing Ireland-qualified instructor/);
    expect(text).toMatch(/on your knees, the forward stroke and turning while kneeling, then standing up/);
    expect(text).toMatch(/Falling off on purpose, away from the board/);
    expect(text).not.toMatch(/wet exit|kayak/);
    expect(p.description).toMatch(/not a strong swimmer, say so when you book/);
  });

  it('a rowing machine, a pool learner or an open-water distance swimmer is not a water sport’s course', () => {
    expect(readBack(goal('Rowing machine', 'never used one', '2k on the rowing machine')).track.name).not.toBe(
      'A water sport, from a qualified course',
    );
    expect(readBack(goal('Learn to swim', 'afraid of deep water', 'swim a length')).track.name).toBe(
      'Learning to swim, with an instructor',
    );
    expect(readBack(goal('Open water swimming', 'I swim 2 km in the pool', 'a 5 km sea swim')).track.name).toBe(
      'An activity with physical risk, learnt with an instructor',
    );
  });
});

describe('a story for someone they love, as a writing teacher reads it', () => {
  const ask = asker(30);

  it('a bedtime story for a daughter, from a parent who draws: read aloud, illustrated, printed and given — no magazine', async () => {
    const p = await generateRoadmap(
      ask(
        'Writing Skills',
        'I write emails at work, nothing creative',
        'write a bedtime story for my 5-year-old daughter, I like to draw',
        {
          daysPerWeek: 4,
        },
      ),
      builtinProvider,
    );
    const text = textOf(p);
    expect(text).toContain('Write down what your 5-year-old daughter loves, fears and laughs at');
    expect(text).toMatch(/500–1,000 words/);
    expect(text).toMatch(/Illustrate it yourself, as you draw/);
    expect(text).toMatch(/Give the story to your 5-year-old daughter, and read it aloud together/);
    expect(text).not.toMatch(/magazine|submission|Shunn|cover letter/i);
    expect(p.weeks.at(-1)!.title).toMatch(/given and read aloud/);
  });

  it.each([
    ['a book of family stories for my grandmother’s 90th birthday, with old photos', /Choose the photographs/, 'your grandmother'],
    ['a story for my grandchildren about growing up on the farm', /Choose its pictures/, 'your grandchildren'],
    ['write and illustrate a picture book for my nephew’s birthday', /Illustrate it yourself/, 'your nephew'],
  ])('“%s” ends in the finished piece given', async (target, pictures, who) => {
    const p = await generateRoadmap(ask('Writing Skills', 'I haven’t written since school', target), builtinProvider);
    const text = textOf(p);
    expect(text).toMatch(pictures);
    expect(text).toContain(`Give the story to ${who}`);
    expect(text).toMatch(/14 point/);
    expect(text).not.toMatch(/magazine|submission/i);
  });

  it('a story meant for a magazine stays on the submission track', () => {
    expect(readBack(ask('Writing Skills', 'I write a little', 'submit a short story for my kids’ school magazine')).track.name).toBe(
      'Fiction: a short story, submitted',
    );
  });
});
