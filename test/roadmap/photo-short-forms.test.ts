import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Decision 269: at 10–20 minutes a day, Photography's portrait, landscape, street, wedding and second-shooter
 * tracks cut each week into "part 1 of 4 … part 4 of 4", a lesson a fortnight ("Shoot 50 frames …, sitting 1 of
 * 3"). Their lessons now have short forms as a photography teacher sets a short day — one set-up and 20 frames,
 * a 15-minute walk of 40 frames, a 20-minute call with the couple — so a week fits the person's week, and a plan
 * ending in them says the smaller session or series it reaches. People written for this test.
 */

const photo = onOption('Photography Basics');
const partOf = /, part \d+ of \d+/;
const cut = /— continued|sitting \d of \d|the first \d+ minutes of/i;

describe('photography at short days: whole short forms, honest about what they reach', () => {
  it.each([
    [
      'I have an old Canon 2000D',
      'portraits of my grandson',
      'Portraits',
      /^One person by a window, 20 frames on the nearer eye$/,
      /reaches a planned 20-minute session of two set-ups and 6 edited portraits delivered, not yet a 45-minute session/,
    ],
    [
      'Fuji X100V, a year of snapshots',
      'street photography in Glasgow',
      'Street photography',
      /^A 15-minute photo walk: 40 frames of people and streets$/,
      /reaches a series of 5 photographs of one place from 2 short walks, not yet 8 from 3/,
    ],
    [
      'just my phone',
      'landscape photos of the Peak District on my walks',
      'Landscapes',
      /^Golden hour: 15 frames of the place in the last light$/,
      /reaches a series of 5 photographs of one place from 2 short visits, edited to one look, not yet 8/,
    ],
  ])(
    '%s → %s at 20 × 3: every week whole, in its short forms, and says what they reach',
    async (current, target, track, short, reaches) => {
      expect(photo.trackOf(current, target)).toBe(track);
      const p = await photo.plan(current, target, 20, 3);
      expect(p.weeks).toHaveLength(4);
      expect(p.weeks.filter((w) => partOf.test(w.title))).toEqual([]);
      expect(textOf(p)).not.toMatch(cut);
      expect(tasksOf(p).some((t) => short.test(t.title))).toBe(true);
      expect(p.description).toMatch(reaches);
      // The short form's milestone counts what it does: never the full week's 8 or 10.
      expect(tasksOf(p).at(-1)!.description).not.toMatch(/\b(8|10) (edited|photographs)/);
    },
  );

  it('a grandmother at 15 minutes on 3 days: the portrait weeks take 2 of hers, never 4, and the plan ends in what it says', async () => {
    const p = await photo.plan('I take photos with my phone', 'nice portraits of my grandchildren', 15, 3);
    expect(p.weeks.length).toBeLessThanOrEqual(8);
    expect(p.weeks.every((w) => !/part \d of [3-9]/.test(w.title))).toBe(true);
    expect(p.description).toMatch(/weeks 1–\d+ do their lessons in their short forms.* 6 edited portraits delivered/);
    expect(tasksOf(p).at(-1)!.title).toBe('Milestone: 6 edited portraits delivered');
  });

  it('a plan ending in the last part of a short-form week still says what it reaches (10 minutes on 2 days)', async () => {
    const p = await photo.plan('just my phone', 'landscape photos on my hikes', 10, 2);
    expect(p.weeks.at(-1)!.title).toMatch(/^Week \d+: A landscape series of one place, part \d of \d/);
    expect(p.description).toMatch(/not yet 8 from 3 visits/);
  });

  it('a friend’s wedding at 20 × 3: the day on paper in one of their weeks, the ceremony’s rules kept, the wedding itself whole', async () => {
    const p = await photo.plan('I have a Sony a6400', "photograph my best friend's wedding in September", 20, 3);
    const first = p.weeks[0]!;
    expect(first.title).not.toMatch(partOf);
    const titles = first.days.flatMap((d) => d.tasks.map((t) => t.title));
    expect(titles[0]).toMatch(/^A 20-minute call with the couple/);
    expect(titles).toContain('Write the group list: 10–12 groups, each with its names');
    expect(textOf(p)).toMatch(/rules run from “anywhere, quietly” to “from the back only”/);
    expect(p.weeks[1]!.days.flatMap((d) => d.tasks).at(-1)!.description).toMatch(/five frames from an indoor gathering/);
    const day = tasksOf(p).find((t) => /^Photograph .* from your shot list and timeline/.test(t.title))!;
    expect(day.estimatedMinutes).toBe(360);
  });

  it('a second shooter at 15 × 3: the lead’s call and agreement in their short forms, every frame still handed over', async () => {
    const p = await photo.plan('I shoot events on a Nikon D7500', 'second shoot for a wedding photographer next year', 15, 3);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles[0]).toBe('A 20-minute call with the lead: their timeline, your part of the day, and how you hand over');
    expect(titles).toContain('Read the lead’s second-shooter agreement and sign it');
    expect(titles.some((t) => /every frame handed over that night$/.test(t))).toBe(true);
  });

  it.each([
    ['I have an old Canon 2000D', 'portraits of my grandson', /^Shoot 50 frames of one person by a window/],
    ['Fuji X100V, a year of snapshots', 'street photography in Glasgow', /^A photo walk: 100 frames of people and streets/],
    ['I have a Sony a6400', "photograph my best friend's wedding in September", /^Meet the couple for an hour/],
  ])('%s → %s at 60 × 5: the lessons in full, and nothing said of short forms', async (current, target, full) => {
    const p = await photo.plan(current, target, 60, 5);
    expect(tasksOf(p).some((t) => full.test(t.title))).toBe(true);
    expect(p.description).not.toMatch(/short forms/);
    expect(textOf(p)).not.toMatch(/A 20-minute call|A 15-minute photo walk|20 frames on the nearer eye/);
  });
});
