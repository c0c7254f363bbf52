import { asker } from './ask';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';

/**
 * Photography on the device the person owns, for the subject they name, and design for the thing they
 * make in the tool they use (issue #36, round 8, decisions 107 and 108). Each case is read as a
 * photographer or a designer would read the plan, in the person's own words, and stands for a class:
 * another phone, another subject, another tool, another organisation. What the neighbouring plan
 * would have said is asserted absent.
 */
const ask = asker(60);
type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const tasks = (plan: Plan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const text = (plan: Plan) => JSON.stringify(plan.weeks);
const plan = (option: string, current: string, target: string) =>
  generateRoadmap(ask(option, current, target, { daysPerWeek: 5 }), builtinProvider);

/** A camera's controls a phone does not have: f-numbers chosen, priority modes, a camera's focus modes. */
const CAMERA_CONTROLS = /f\/\d|A\/Av|S\/Tv|\bAv\b|\bTv\b|aperture priority|(?<!no )shutter priority|AF-C|AI Servo|histogram|ISO 100, 800/;

describe('a phone is a camera with its own controls (read as a photographer)', () => {
  it('gives a phone the general course’s exposure week as a phone has it, and says what it cannot do', async () => {
    const p = await plan('Photography Basics', 'I only take pictures on my Samsung Galaxy', 'learn to use my camera properly');
    const all = text(p);
    expect(all).not.toMatch(CAMERA_CONTROLS);
    for (const lesson of [
      /touch and hold to lock focus and exposure/,
      /exposure slider/i,
      /Portrait mode/,
      /Night mode/,
      /burst/,
      /0\.5× and 2×/,
      /the grid on/,
      /side-lit by a window/,
      /hold still/,
    ])
      expect(all).toMatch(lesson);
    // An app for the shutter speed, named, and the aperture a phone cannot set.
    expect(all).toMatch(/Halide or ProCamera|More › Pro|Lightroom mobile/);
    expect(all).toMatch(/aperture is fixed/);
  });

  it.each([
    ['portraits', 'I just use my iPhone 14', 'nice portraits of my partner', /Portrait mode/, /2× or 3× lens/],
    ['landscapes', 'phone only', 'landscape photos on our hiking trips', /Night mode/, /Live Photo’s Long Exposure|Motion mode/],
    ['street', 'I shoot on my mobile', 'street photography in my city', /burst/, /Slide exposure down/],
    ['wildlife', 'a Pixel 8, nothing else', 'photos of the birds in my garden', /clamp/, /volume button/],
  ])('gives a phone its own controls on the %s track', async (_track, current, target, lesson, other) => {
    const p = await plan('Photography Basics', current, target);
    expect(text(p)).not.toMatch(CAMERA_CONTROLS);
    expect(text(p)).toMatch(lesson);
    expect(text(p)).toMatch(other);
  });

  it('keeps a camera’s controls for someone who has one, and the camera just bought over the phone', async () => {
    const canon = await plan('Photography Basics', 'I have a Canon EOS 250D on auto', 'shoot in manual mode with intent');
    expect(text(canon)).toMatch(/f\/2\.8 \(or your widest\) and f\/11/);
    expect(text(canon)).toMatch(/\(A\/Av, S\/Tv\)/);
    expect(text(canon)).not.toMatch(/Night mode|Halide/);
    const bought = await plan('Photography Basics', 'I used my phone until I bought a Nikon Z50 last week', 'learn my camera');
    expect(text(bought)).toMatch(/A\/Av, S\/Tv/);
    expect(text(bought)).not.toMatch(/Halide|Portrait mode against/);
  });
});

describe('the subject named shapes the sessions (read as a photographer)', () => {
  const titles = (p: Plan) =>
    tasks(p)
      .map((t) => t.title)
      .join('\n');

  it('plans children at football as sport: a match shot each week, where to stand, burst and a fast shutter', async () => {
    // The sport track since round 11 (decision 180; test/roadmap/creative-sport-photos.test.ts).
    const p = await plan('Photography Basics', 'a Canon on auto', 'better photos of my kids playing football');
    expect(titles(p)).toMatch(/Shoot your children at a football match/);
    expect(text(p)).toMatch(/corner flag/);
    expect(text(p)).toMatch(/1\/1000 s/);
    expect(text(p)).toMatch(/burst/);
    expect(titles(p)).not.toMatch(/water, traffic or a dog/);
  });

  it('plans a shop’s products for a still camera, one set-up and a listing set', async () => {
    const p = await plan('Photography Basics', 'I use my phone', 'better photos of the candles I sell on Etsy');
    expect(titles(p)).toMatch(/Build the set: a table by a window and a sheet of white card/);
    expect(titles(p)).toMatch(/Hold your phone still: a small tripod or a stack of books/);
    expect(titles(p)).toMatch(/Scale: one candle in a hand/);
    expect(titles(p)).toMatch(/Lay the listing's photos out in order from your card/);
    expect(text(p)).toMatch(/up to 10 photos a listing/);
    expect(text(p)).not.toMatch(CAMERA_CONTROLS);
  });

  it.each([
    ['my dog who never sits still', /Your pet running, jumping or catching a toy/, /Plan a day or a walk with your pet/],
    ['photos of the food I cook for my blog', /Shoot one plate by a window, from above and at 45°/, /Plan a set of 10 food photos/],
    ['photos at our family parties and weddings', /People moving at an event/, /Plan the event in 10 photos/],
  ])('gives “%s” its subject’s own tasks', async (target, one, other) => {
    const p = await plan('Photography Basics', 'a Sony a6000', target);
    expect(titles(p)).toMatch(one);
    expect(titles(p)).toMatch(other);
  });
});

describe('design for the thing they make, in the tool they use (read as a designer)', () => {
  it('gives a choir’s posters, flyers and posts a set in Canva in the choir’s own name', async () => {
    const p = await plan(
      'Design Basics',
      'I make our posters in Canva but they all look different',
      'posters, flyers and Instagram posts for our community choir',
    );
    const all = text(p);
    expect(p.title).toBe('Design Basics: a consistent set');
    expect(all).toMatch(/gather the last 5 pieces made for your community choir/);
    expect(all).toMatch(/Set up Canva/);
    expect(all).toMatch(/Show rulers and guides/);
    expect(all).toMatch(/Brand Kit/);
    expect(all).toMatch(/the poster, an A5 flyer, a 4:5 post and a 9:16 story/);
    expect(all).toMatch(/one-page style sheet/);
    expect(all).not.toMatch(/café|made-up|12-column|pricing card|Etsy/i);
  });

  it.each([
    [
      'I letter everything by hand with pen and paper',
      'labels for the jam we sell at our market stall',
      /your market stall/,
      /pen and paper/,
      /allergens in bold/,
    ],
    ['I draw in Procreate on my iPad', 'a menu for our pub', /your pub/, /Drawing Guide/, /14 allergens/],
    ['I use Figma at work', 'a newsletter for our running club', /your running club/, /Layout grid › Columns/, /600 px wide/],
    ['I have Affinity Publisher', 'flyers for the school PTA', /your school/, /master page/, /A5 flyer/],
  ])('from “%s” to “%s”: its organisation, its tool and its piece', async (current, target, org, tool, piece) => {
    const p = await plan('Design Basics', current, target);
    const all = text(p);
    expect(all).toMatch(org);
    expect(all).toMatch(tool);
    expect(all).toMatch(piece);
    expect(all).not.toMatch(/made-up|café/i);
  });

  it('designs the general course’s guide for a real organisation, not a made-up café', async () => {
    const p = await plan('Design Basics', 'I know some Figma', 'confident with layout, type and colour');
    expect(text(p)).not.toMatch(/made-up|the café/);
    expect(text(p)).toMatch(/style guide for a club, charity or shop you know/);
    // Someone who names their charity gets its set, in its name.
    const charity = await plan('Design Basics', 'I know some Figma', 'confident with layout, type and colour for our charity');
    expect(text(charity)).toMatch(/one-page style sheet/);
    expect(text(charity)).toMatch(/your charity/);
  });
});

describe('every hole filled, however deep (read as a photographer)', () => {
  it('fills a task hole whose own words name the camera: no "{camera}" left in a portraits plan at a short day', async () => {
    const p = await generateRoadmap(
      asker(15)('Photography Basics', 'I take photos on my Canon 2000D in auto', 'good portraits of my friends', { daysPerWeek: 4 }),
      builtinProvider,
    );
    const all = text(p);
    expect(all).not.toMatch(/\{\w+\}/);
    expect(all).toMatch(/manual pages of your Canon 2000D/);
  });
});
