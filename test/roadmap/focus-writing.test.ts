import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 18 (decision 311): "PhD student in year 3, I write 200 words a day and procrastinate" → "write my thesis
 * chapter, 3 hours of focused writing each morning" got breath counting, errands without a phone and "Do 3 tasks
 * today": no task named the thesis, the chapter or words, and no block reached past 90 minutes. A writer's focus
 * plan now works on their own piece from the first day: a baseline block and a word log, the long sitting grown
 * 45 → 75 → 90 minutes → two hours → the hours they named, words counted every block.
 * People written for this test, at 2 to 7 days and 10 to 120 minutes, and the words that must not.
 */

const FOCUS = 'Focus & Concentration';
const WRITING = 'Focused writing on your thesis, chapter or book';
const { trackOf, plan } = onOption(FOCUS);

/** The general course's own tasks, which this path may not carry. */
const GENERAL = /Breath counting|errand|Do 3 tasks today|Single-tasking/i;

/** The plan's titles, checked: the piece named from day one, no general course, the sitting grown in order, words counted. */
function grown(p: Awaited<ReturnType<typeof plan>>, work: string, last: string[]) {
  const text = textOf(p);
  expect(text).not.toMatch(/\{\w+\}/);
  expect(text).not.toMatch(GENERAL);
  const titles = tasksOf(p).map((t) => t.title);
  expect(titles[0]).toBe(`Write ${work} for 45 minutes with a timer, and note the minute of your first switch`);
  const sittings = [`Write ${work} for 75 minutes in one sitting`, `Write ${work} for 90 minutes in one sitting`, ...last].map((s) =>
    titles.findIndex((t) => t.startsWith(s)),
  );
  expect(sittings.every((i) => i > 0)).toBe(true);
  expect([...sittings].sort((a, b) => a - b)).toEqual(sittings);
  expect(titles.filter((t) => /, words counted$/.test(t)).length).toBeGreaterThanOrEqual(8);
  expect(text).toMatch(/Word log/);
  return titles;
}

describe("a writer's focus, as an academic writing coach reads the plan", () => {
  it.each([
    [
      'PhD student in year 3, I write 200 words a day and procrastinate',
      'write my thesis chapter, 3 hours of focused writing each morning',
      120,
      5,
      'your thesis chapter',
      '3 hours',
      'morning',
    ],
    [
      'second-year PhD, scattered',
      'focused writing on my thesis, 4 hours each morning',
      15,
      7,
      'your thesis',
      'three hours (your 4 hours next)',
      'morning',
    ],
    [
      'I work full time and write in bits',
      'write my book in three hours of deep writing on weekend mornings',
      45,
      2,
      'your book',
      'three hours',
      'morning',
    ],
  ])(
    '%s → %s (%i min, %i days): the piece named, blocks grown to the hours named, words counted',
    async (current, target, minutes, days, work, hours, when) => {
      expect(trackOf(current, target)).toBe(WRITING);
      const p = await plan(current, target, minutes, days);
      const titles = grown(p, work, [`Write ${work} for two hours`, `Write ${work} for ${hours}:`]);
      expect(titles.at(-1)).toBe(
        `Milestone: ${hours[0]!.toUpperCase()}${hours.slice(1)} of writing in one ${when}, words counted, and a date for ${work}'s draft`,
      );
    },
  );

  it.each([
    [
      "master's student, distracted by my phone",
      'write my dissertation in focused sessions',
      30,
      3,
      'your dissertation',
      'day',
      'your supervisor',
    ],
    [
      'I write my novel in the evenings but keep checking my phone',
      'write 1,000 words a day on my novel',
      60,
      4,
      'your novel',
      'day',
      'a reader you trust',
    ],
    [
      'postdoc, I keep avoiding the writing',
      'draft my paper in 2 hours every afternoon',
      90,
      6,
      'your paper',
      'afternoon',
      'a co-author or a colleague',
    ],
  ])(
    '%s → %s (%i min, %i days): two hours where no more is named (Boice: brief daily sessions), a section sent',
    async (current, target, minutes, days, work, when, reader) => {
      expect(trackOf(current, target)).toBe(WRITING);
      const p = await plan(current, target, minutes, days);
      const titles = grown(p, work, [`Write ${work} for two hours`]);
      expect(titles).toContain(`Send ${reader} one drafted section, with the two questions you most want answered`);
      expect(titles.some((t) => /three hours|3 hours/.test(t))).toBe(false);
      expect(titles.at(-1)).toBe(`Milestone: Two hours of writing in one ${when}, a section sent for comments`);
    },
  );

  it("the day blocks never outgrow the week's long sitting", async () => {
    const p = await plan(
      'PhD student in year 3, I write 200 words a day and procrastinate',
      'write my thesis chapter, 3 hours of focused writing each morning',
      120,
      5,
    );
    const caps = [45, 60, 90, 120, 150];
    p.weeks.forEach((w, k) => {
      for (const t of w.days.flatMap((d) => d.tasks))
        if (/^\d+ minutes writing /.test(t.title)) expect(t.estimatedMinutes).toBeLessThanOrEqual(caps[k]!);
    });
  });

  it.each([
    ['I drift off reading papers for my thesis', 'get through the reading for my literature review'],
    ['I check my phone while I revise', 'revise for my exams without my phone'],
    ['law student', 'write practice essays for my exams'],
    ['I get distracted', 'read a book a week'],
    ['I procrastinate on emails', 'write emails faster'],
    ['developer', 'focus when writing code'],
    ['I lose focus in meetings', 'stay focused in meetings'],
  ])('%s → %s is not the writing path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(WRITING);
  });
});
