import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * A photo a day (issue #36, round 11): "take a photo every day for a year to document my street and the
 * people in it", on a phone, ten minutes a day, became a portrait session for a client with light days of
 * "nothing new". The track keeps a daily project as photo clubs' Project 365 does: an album and the rule
 * "never miss two days", a photo of the person's subject every day of their week with one thing to look
 * for, people asked and unasked with the rules said, a repeat view, a week's best chosen, a month's set
 * shared and the year planned, the year said to be the project itself. People written for this test.
 */

const { trackOf, plan } = onOption('Photography Basics');
const DAILY = 'A photo a day: a daily project kept going';

describe('a photo a day, as a photography tutor reads the plan', () => {
  it.each([
    ['I only have my iPhone 13', 'a photo a day for a year of my neighbourhood', 'your neighbourhood', 'your iPhone 13'],
    ['a Pixel 7, never used anything else', 'take a photo every day for a year to document my village', 'your village', 'your Pixel 7'],
    ['I have a Fujifilm X100V', 'do a 365 project of my town', 'your town', 'your Fujifilm X100V'],
  ])('%s → %s: a photo of their subject every day, the year planned', async (current, target, subject, camera) => {
    expect(trackOf(current, target)).toBe(DAILY);
    const p = await plan(current, target, 10, 7);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    // Every day of every week has the day's photo of their subject.
    for (const week of p.weeks) {
      expect(week.days).toHaveLength(7);
      for (const day of week.days) expect(day.tasks.some((t) => t.title.startsWith(`Today's photo of ${subject}`))).toBe(true);
    }
    expect(text).toContain(camera);
    expect(text).not.toMatch(/Light day|portrait session|client/i);
    expect(p.description).toMatch(/A photo a day for a year is the project itself/);
    expect(tasksOf(p).some((t) => /^Plan the year/.test(t.title))).toBe(true);
  });

  it.each([
    ['Canon 600D with the kit lens', 'portraits of my kids in the garden', /Portrait/i],
    ['a Pixel', 'better street photos in the city centre', /Street/i],
    ['an iPhone', 'a photo of my baby every day for a year', /^(?!A photo a day)/],
  ])('%s → %s keeps its own track', (current, target, track) => {
    expect(trackOf(current, target)).toMatch(track);
  });
});
