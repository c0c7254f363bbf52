import { onOption, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 21 (decision 386): a photography or design target that names its subject or its role got the field's
 * default course. "Sharp photos of kingfishers at the nature reserve" got landscapes (f/8, golden hour, leading
 * lines) and nothing of a fast shutter or the kingfisher's Schedule 1 nest; a second shooter was given the
 * lead's jobs (the group list, the officiant) in Canon's words for a Sony; a print designer aiming at app
 * screens in Figma for a product job got a beginner's flyer course. People written for this test.
 */

const photo = onOption('Photography Basics');
const design = onOption('Design Basics');
const WILDLIFE = 'Wildlife';
const SECOND = 'Second-shooting a wedding';
const SCREENS = 'App and product screens in Figma';

describe('an animal named in the target is photographed as wildlife, with its law', () => {
  it.each([
    ['bridge camera with 60x zoom, I photograph garden birds', 'sharp photos of kingfishers at the nature reserve', 45, 2, 'kingfisher'],
    ['Fuji X-T30 and a 70-300', 'barn owls hunting at dusk over the meadow', 60, 4, 'barn owl'],
    ['Canon R7 with the 100-400', 'an osprey catching a fish at the loch', 30, 3, 'osprey'],
  ])('%s → %s: fast shutter, continuous focus, and Schedule 1 for the %s', async (current, target, minutes, days, bird) => {
    expect(photo.trackOf(current, target)).toBe(WILDLIFE);
    const p = await photo.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    const text = textOf(p);
    expect(text).toMatch(/1\/1000 s/);
    expect(text).toMatch(/Continuous AF/);
    expect(text).toContain(`In Britain the ${bird} is on Schedule 1 of the Wildlife and Countryside Act 1981`);
    expect(text).not.toMatch(/golden hour|leading lines|a third into the scene/i);
    // Technique on common birds first; the rare one is not "common near home".
    expect(tasksOf(p).some((t) => /garden or park birds near home/.test(t.title))).toBe(true);
    expect(text).not.toMatch(/common (kingfisher|barn owl|osprey)s? near home/);
  });

  it.each([
    ['Olympus E-M10', 'otters on the river at dawn', /common animals near home/],
    ['Nikon D5600', 'close-up photos of bees on the lavender', /common insects near home/],
  ])('%s → %s: its own practice subject, and no bird law named as theirs', async (current, target, practice) => {
    expect(photo.trackOf(current, target)).toBe(WILDLIFE);
    const text = textOf(await photo.plan(current, target, 30, 3));
    expect(text).toMatch(practice);
    expect(text).not.toMatch(/In Britain the [a-z ]+ is on Schedule 1/);
  });

  it.each([
    ['iPhone 14', "photos of Robin's new baby"],
    ['phone', "photos of my son's seal pup costume party"],
    ['Nikon D3500', 'the hare and tortoise school play'],
    ['Canon 250D', 'landscape photos of sunsets over the lake'],
  ])('%s → %s: not wildlife', (current, target) => {
    expect(photo.trackOf(current, target)).not.toBe(WILDLIFE);
  });
});

describe('a second shooter does the second shooter’s part, in their own camera’s words', () => {
  it('Sony a6400 on auto, second-shooting for a local photographer next summer, 60 × 3', async () => {
    const current = 'Sony a6400, always on auto';
    const target = 'Second-shoot weddings for a local photographer next summer';
    expect(photo.trackOf(current, target)).toBe(SECOND);
    const p = await photo.plan(current, target, 60, 3);
    const titles = tasksOf(p).map((t) => t.title);
    const text = textOf(p);
    expect(titles.some((t) => /^Get the lead's group list/.test(t))).toBe(true);
    expect(titles.some((t) => /^Ask the lead(,| what).*officiant allows/.test(t))).toBe(true);
    expect(titles.some((t) => /^Write the group list|^Ask the person who takes the ceremony/.test(t))).toBe(false);
    expect(text).toMatch(/No lead yet\? This week, write to five local wedding photographers/);
    expect(text).toMatch(/on a Sony, File Format: RAW/);
    expect(text).toMatch(/Continuous focus \(AF-C\)/);
    expect(text).not.toMatch(/AI Servo|C-RAW/);
  });

  it('a Canon user second-shooting for a friend’s business has the lead already, in Canon’s words', async () => {
    const p = await photo.plan('Canon EOS R8 and a 24-105', "second shooter at weddings for my friend's business", 45, 4);
    const text = textOf(p);
    expect(text).toMatch(/Your lead is agreed: confirm the dates in writing today/);
    expect(text).not.toMatch(/No lead yet/);
    expect(text).toMatch(/Continuous focus \(AI Servo AF\)/);
  });
});

describe('a product or UI design target gets screens in Figma, from what the person knows', () => {
  it('a print designer of 8 years, InDesign and Illustrator, 45 × 5: Figma, the platforms, a tested case study', async () => {
    const current = '8 years as a print designer, InDesign and Illustrator';
    const target = 'Design mobile app screens in Figma for a product job';
    expect(design.trackOf(current, target)).toBe(SCREENS);
    const p = await design.plan(current, target, 45, 5);
    heldOnTheirDays(p, 5);
    const text = textOf(p);
    expect(text).toMatch(/From InDesign: a frame is a page you can nest/);
    expect(text).toMatch(/auto layout/);
    expect(text).toMatch(/component set with variants/);
    expect(text).toMatch(/44 × 44 pt on iOS, 48 × 48 dp on Android/);
    expect(text).toMatch(/Test the prototype with 5 people/);
    expect(text).toMatch(/Write the case study/);
    expect(text).not.toMatch(/four principles|Fix a flyer|A poster/);
  });

  it('a barista with an Android app idea, 20 × 3: Material 3’s sizes, not Apple’s', async () => {
    const current = 'barista, never designed anything, Samsung phone';
    const target = 'design an Android app UI for my coffee shop idea';
    expect(design.trackOf(current, target)).toBe(SCREENS);
    const text = textOf(await design.plan(current, target, 20, 3));
    expect(text).toMatch(/48 × 48 dp \(Material 3\)/);
    expect(text).toMatch(/Android Compact, 412 × 917/);
    expect(text).not.toMatch(/44 × 44 pt/);
  });

  it('a UI designer who already works in Figma starts at the platforms, not at frames', async () => {
    const p = await design.plan('UI designer, I use Figma daily', 'get better at UX design and a design system', 30, 3);
    expect(p.weeks[0]!.title).toMatch(/^Week 1: Mobile patterns/);
    expect(textOf(p)).not.toMatch(/Set up Figma: a free account/);
  });

  it.each([
    ['I am a graphic designer', 'a logo for my app'],
    ['I volunteer at the youth club', 'posters for our app launch party'],
    ['furniture maker', 'product design for my chairs'],
    ['I use PowerPoint', 'better slides for my UX research talk'],
    ['I run a small bakery', 'design a website for my bakery'],
  ])('%s → %s: not the screens track', (current, target) => {
    expect(design.trackOf(current, target)).not.toBe(SCREENS);
  });
});
