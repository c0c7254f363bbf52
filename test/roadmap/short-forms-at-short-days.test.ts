import { onOption } from './track-ask';
import { plan as custom, tasksOf, textOf } from './custom-ask';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

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

/**
 * The other tracks of decision 269, at 15–20 minutes a day: a short story, a skilled trade's first job, fishing,
 * botanical and urban drawing, a journal paper, poker, a DJ set. Each week holds whole short forms a teacher of the
 * field would set, never a lesson cut into sittings; what keeps its length (a session at the water, a supervised
 * dive, the drafting of a paper, a plate's sittings, the poker night) is said and kept. People written for this test.
 */
const weeksInParts = (p: RoadmapPlan) => p.weeks.filter((w) => partOf.test(w.title)).length;
const titles = (p: RoadmapPlan) => tasksOf(p).map((t) => t.title);

describe('other tracks at short days: whole short forms, and what keeps its length', () => {
  it('a ghost story at 20 × 3: five weeks, a first draft of about 2,000 words at 400 a session over two of them, revised and sent', async () => {
    const writing = onOption('Writing Skills');
    const p = await writing.plan('I write a little in my lunch breaks', 'write a ghost story and send it to a magazine', 20, 3);
    // A draft near a magazine's length takes two of these weeks (decision 299), each session whole.
    expect(p.weeks).toHaveLength(5);
    expect(weeksInParts(p)).toBe(2);
    expect(titles(p).filter((t) => /^Write about 400 (more )?words/.test(t))).toHaveLength(4);
    expect(textOf(p)).toMatch(/Oh, Whistle, and I’ll Come to You/);
    expect(textOf(p)).toMatch(/in about 2,000 words/);
    expect(titles(p).at(-2)).toMatch(/^Start the next story’s seed list: 3 seeds$|^Submit/);
    expect(textOf(p)).not.toMatch(cut);
  });

  it('a newly qualified plumber at 15 × 3: the cards and a first trade CV in one of his weeks, the calls counted', async () => {
    const jobs = onOption('Job Search Strategy');
    const p = await jobs.plan('just qualified as a plumber', 'a job as a qualified plumber in Leeds', 15, 3);
    expect(p.weeks[0]!.title).not.toMatch(partOf);
    expect(titles(p)).toContain(
      'A one-page trade CV, first version: qualifications, cards and tickets, and 5 apprenticeship jobs a line each',
    );
    expect(textOf(p)).toMatch(/JIB-PMES card/);
    expect(textOf(p)).toMatch(/5 of your apprenticeship’s jobs/);
    expect(p.weeks.length).toBeLessThanOrEqual(6);
  });

  it('fishing for tench at 20 × 3: every session at the water fished whole, the short ones 40 minutes, and the plan says so', async () => {
    const p = await custom('Learn to fish', 'never fished', 'catch a tench at the lake near us', { minutes: 20, days: 3 });
    expect(titles(p).filter((t) => /session/i.test(t) && /sitting \d of \d/.test(t))).toEqual([]);
    const sessions = tasksOf(p).filter((t) => /^A 40-minute session|^The session for tench as planned: 40 minutes/.test(t.title));
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((t) => t.estimatedMinutes === 40)).toBe(true);
    expect(p.description).toMatch(/fished for 40 minutes, less than half the time on the bank a full session gives the feed to work/);
    expect(p.weeks.slice(-3).every((w) => !partOf.test(w.title))).toBe(true);
  });

  it('roses drawn botanically at 20 × 3: five weeks whole, the dissection and plate’s drawing short, the plate’s sittings kept', async () => {
    const drawing = onOption('Drawing');
    const p = await drawing.plan('I doodle', 'botanical drawings of the roses in my garden', 20, 3);
    expect(p.weeks.slice(0, 5).every((w) => !partOf.test(w.title))).toBe(true);
    expect(titles(p)).toContain('A small dissection: one flower or fruit of roses, three parts drawn and labelled');
    expect(titles(p)).toContain('Baseline: roses from life, 20 minutes, dated');
    expect(titles(p).some((t) => /^Plate, sitting 1: the lightest layers/.test(t))).toBe(true);
  });

  it('urban sketching for a holiday at 20 × 3: seven weeks whole, a 40-minute sketchcrawl, the trip’s own sketches kept', async () => {
    const drawing = onOption('Drawing');
    const p = await drawing.plan('beginner', 'urban sketching in Edinburgh on holiday', 20, 3);
    expect(p.weeks.slice(0, 7).every((w) => !partOf.test(w.title))).toBe(true);
    const crawl = tasksOf(p).find((t) => /^A short sketchcrawl/.test(t.title))!;
    expect(crawl.estimatedMinutes).toBe(40);
    expect(textOf(p)).toMatch(/Betty Edwards' sighting/);
    expect(p.weeks[5]!.description).toMatch(/Go out sketching for about 40 minutes/);
  });

  it('a first journal paper at 20 × 3: the planning and checking in short forms, the drafting and the comments’ rows at their own length', async () => {
    const writing = onOption('Writing Skills');
    const p = await writing.plan('second-year PhD in hydrology', 'submit my first paper to a journal', 20, 3);
    expect(titles(p)).toContain('Choose the target journal: 3 candidates from where your key references were published, then 1');
    expect(titles(p)).toContain('Check the results: every figure called in order, each number against the output');
    expect(titles(p).some((t) => /^Work the remaining rows, then reread the abstract/.test(t))).toBe(true);
    expect(titles(p).some((t) => /^Draft the methods for 15 minutes/.test(t))).toBe(true);
    expect(textOf(p)).not.toMatch(cut);
  });

  it('poker at 20 × 3: three weeks whole, and the poker night itself played whole', async () => {
    const p = await custom('Learn poker', 'never played', 'not embarrass myself at the work poker night', { minutes: 20, days: 3 });
    expect(p.weeks.slice(0, 3).every((w) => !partOf.test(w.title))).toBe(true);
    expect(titles(p)).toContain('Pot odds for five spots: the bet to call against the pot, as a percentage');
    expect(tasksOf(p).find((t) => /^Play .*within your budget/.test(t.title))!.estimatedMinutes).toBe(90);
  });

  it('a DJ at 20 × 3: the first three weeks whole, a crate of 15 and the phrases of two tracks counted', async () => {
    const music = onOption('Music (Instrumental Practice)');
    const p = await music.plan('I have a DDJ-400', "DJ at my sister's 30th", 20, 3);
    expect(p.weeks.slice(0, 3).every((w) => !partOf.test(w.title))).toBe(true);
    expect(p.weeks[0]!.days.flatMap((d) => d.tasks).at(-1)!.title).toBe(
      'Milestone: The kit set up safely, a crate of 15 tracks, and phrases counted',
    );
    expect(textOf(p)).not.toMatch(cut);
  });

  it.each([
    [
      'Writing Skills',
      'I write a little in my lunch breaks',
      'write a ghost story and send it to a magazine',
      /^Write 500 words of the draft, no editing$/,
    ],
    ['Job Search Strategy', 'just qualified as a plumber', 'a job as a qualified plumber in Leeds', /^Write a one-page trade CV/],
    ['Drawing', 'I doodle', 'botanical drawings of the roses in my garden', /^A dissection sheet/],
  ])('%s at an hour on 5 days: the lessons in full (%s → %s)', async (option, current, target, full) => {
    const p = await onOption(option).plan(current, target, 60, 5);
    expect(titles(p).some((t) => full.test(t))).toBe(true);
    expect(p.description).not.toMatch(/short forms/);
  });
});
