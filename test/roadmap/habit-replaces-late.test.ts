import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * A habit that replaces another behaviour at a time the person names (round 18, decision 322): "I scroll my
 * phone in bed until 1am" → "read 20 pages of a book every night instead" never said 1am, grew from one page
 * to "Half of 20 pages of your book", chose the book on day 4 after three nights of reading, and left days
 * with no reading. The named track now moves the old cue on day 1, steps lights-out 30 minutes a week from
 * the time said (Sleep Foundation; NHS), sets the habit up before the first night, says the half as a
 * number and holds the habit on every day. People written for this test; a habit coach's reading.
 */
const { trackOf, plan } = onOption('Habits Building');
const NAMED = 'The habit you named, from day one';

describe('a habit that replaces a late behaviour, as a habit coach reads it', () => {
  it.each([
    [
      'I scroll my phone in bed until 1am',
      'read 20 pages of a book every night instead',
      25,
      7,
      /Charge your phone outside the bedroom/,
      ['12:30am', 'midnight', '11:30pm'],
      /^10 pages of your book/,
      /Set up a book you want to finish/,
    ],
    [
      'I watch TV until midnight every night',
      'stretch for 10 minutes before bed instead',
      15,
      5,
      /Unplug the TV or console/,
      ['11:30pm', '11pm', '11pm'],
      /^5 minutes of stretching/,
      /Set up the NHS flexibility exercises/,
    ],
    [
      'I game till 2am most nights',
      'journal for 20 minutes each night',
      30,
      3,
      /Unplug the TV or console/,
      ['1:30am', '1am', '12:30am'],
      /^10 minutes of journaling/,
      /Set up a notebook and a pen by the bed/,
    ],
    [
      'on tiktok until 12:30 every night',
      'read 30 pages before sleep',
      40,
      2,
      /Charge your phone outside the bedroom|Put your phone in another room/,
      ['midnight', '11:30pm', '11pm'],
      /^15 pages of your book/,
      /Set up a book you want to finish/,
    ],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, cue, [first, second, third], half, setUp) => {
    expect(trackOf(current, target)).toBe(NAMED);
    const p = await plan(current, target, minutes, days);
    const [one, two, three, four] = p.weeks.map((w) => textOf({ ...p, weeks: [w] }));
    // The old cue moved on day 1, and the habit set up before its first time.
    const day1 = p.weeks[0].days[0].tasks.map((t) => t.title);
    expect(day1[0]).toMatch(cue);
    const setUpAt = day1.findIndex((t) => setUp.test(t));
    const firstTime = day1.findIndex((t) => /right after your anchor/.test(t));
    expect(setUpAt).toBeGreaterThan(-1);
    expect(setUpAt).toBeLessThan(firstTime);
    // Lights-out stepped earlier from the time said, week by week, in the habit's own task.
    expect(p.weeks[0].days[0].tasks[0].description).toMatch(/lights out 30 minutes earlier each week/);
    expect(one).toMatch(new RegExp(`and tick; screens off and lights out by ${first}\\b`));
    expect(two).toMatch(new RegExp(`and tick; lights out by ${second}\\b`));
    expect(three).toMatch(new RegExp(`and tick; lights out by ${third}\\b`));
    expect(four).toMatch(new RegExp(`and tick; lights out by ${third}\\b`));
    // The half said as a number, never "Half of …".
    expect(tasksOf({ ...p, weeks: [p.weeks[1]] }).some((t) => half.test(t.title))).toBe(true);
    expect(textOf(p)).not.toMatch(/Half of \d/);
    // Every day of a daily habit holds the habit itself.
    for (const week of p.weeks.slice(1))
      for (const day of week.days)
        expect(day.tasks.map((t) => t.title).join('\n')).toMatch(/^(Keep up )?(\d+ (pages|minutes)|an? \d+|one|three)[^\n]*, and tick/im);
  });

  it('reads the time said only with a behaviour it replaces', async () => {
    // No replaced behaviour said: no lights-out, no cue moved, the plan as before.
    const plain = textOf(await plan('I never stick with habits', 'read 20 pages every night', 25, 7));
    expect(plain).not.toMatch(/lights out|Charge your phone|Unplug the TV/);
    expect(plain).toMatch(/Put what you need for the habit where your anchor happens/);
    expect(plain).toMatch(/10 pages of your book, after your anchor, and tick/);
    // A time with no behaviour ("work until 1am") moves nothing.
    expect(textOf(await plan('I work until 1am', 'journal every night', 20, 5))).not.toMatch(/lights out by/);
    // A morning habit keeps its morning: no lights-out in a breakfast task.
    expect(textOf(await plan('I scroll my phone until 1am', 'meditate 10 minutes every morning', 20, 5))).not.toMatch(/lights out by/);
    // A bedtime target keeps its own track's step, never a second lights-out.
    expect(textOf(await plan('I scroll until 1am', 'be in bed by 11pm', 20, 7))).not.toMatch(/and tick; screens off/);
  });
  it('says a half with no number named as a number, and a step already near bedtime once', async () => {
    for (const [target, half] of [
      ['journal before bed instead', /^Half a page of journaling, 5 minutes/],
      ['stretch before bed', /^8 minutes of stretching/],
      ['read 40 books this year', /^15 minutes of reading/],
      ['drink 8 glasses of water a day', /^4 glasses of water a day/],
    ] as const) {
      const p = await plan('I never keep habits', target, 20, 4);
      expect(tasksOf({ ...p, weeks: [p.weeks[1]] }).some((t) => half.test(t.title))).toBe(true);
      expect(textOf(p)).not.toMatch(/Half of/);
    }
    const wine = await plan('I drink wine on the sofa every night until 11', 'do 20 minutes of yoga in the evening instead', 30, 6);
    const first = wine.weeks[0].days[0].tasks[0];
    expect(first.title).toMatch(/Leave the wine or beer out of the weekly shop/);
    expect(first.description).toMatch(/Until 11pm becomes lights out by 10:30pm from this week, and kept there/);
    expect(textOf(wine)).not.toMatch(/10:30pm this week, 10:30pm next/);
  });
  it('never steps back to an earlier week’s lights-out on a short day', async () => {
    const p = await plan('I doomscroll twitter until 2:30am', 'write in my journal every night', 10, 7);
    const weeks = p.weeks.map((w) => textOf({ ...p, weeks: [w] }));
    expect(weeks[0]).toMatch(/lights out by 2am/);
    expect(weeks[1]).toMatch(/lights out by 1:30am/);
    for (const later of weeks.slice(2)) {
      expect(later).toMatch(/lights out by 1am/);
      expect(later).not.toMatch(/lights out by (?:2am|1:30am)/);
    }
  });
  it('the screen-time track sets its night mode from the lights-out stepped from the time said', async () => {
    const late = textOf(await plan('I scroll tiktok in bed until 1am every night', 'cut my screen time to 2 hours a day', 20, 5));
    expect(late).toMatch(
      /from an hour before a lights-out of midnight this week and 11:30pm from next week \(30-minute steps from the 1am you said/,
    );
    const plain = textOf(await plan('I spend 6 hours a day on my phone', 'cut my screen time to 2 hours a day', 20, 5));
    expect(plain).toMatch(/from an hour before bed\./);
    expect(plain).not.toMatch(/lights-out of/);
  });
});
