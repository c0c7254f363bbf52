import { onOption, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 13's readers: "photograph my cousin's wedding next summer as the second photographer" got the
 * wedding track as the lead — meeting the couple, the contract, the gallery delivered (3/10). A second
 * shooter works from the lead's plan, signs the lead's agreement and hands every frame over. People written
 * for this test.
 */

const photo = onOption('Photography Basics');
const SECOND = 'Second-shooting a wedding';

describe('a second shooter, as a wedding photographer who hires them reads the plan', () => {
  it.each([
    ['I shoot landscapes on auto', "photograph my cousin's wedding next summer as the second photographer", 30, 3],
    ['I have a Nikon Z5 and shoot events', 'second shoot for a wedding photographer this season', 60, 4],
    ['hobbyist, portraits of friends', 'assist a wedding photographer at three weddings', 20, 5],
  ])('%s → %s: the lead’s plan, the lead’s agreement, every frame handed over', async (current, target, minutes, days) => {
    expect(photo.trackOf(current, target)).toBe(SECOND);
    const p = await photo.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    const titles = tasksOf(p).map((t) => t.title);
    // In full, or in its short form where the person's week does it so (decision 269).
    expect(titles[0]).toMatch(/^(Meet the lead photographer|A 20-minute call with the lead)/);
    expect(titles.some((t) => /^Read (and sign )?the lead['’]s second-shooter agreement/.test(t))).toBe(true);
    expect(titles.some((t) => /every frame handed over that night$/.test(t))).toBe(true);
    expect(textOf(p)).not.toMatch(/Meet the couple for an hour|Deliver the gallery online|sneak-peek/);
  });

  it.each([
    ['beginner', 'photograph my friend’s wedding'],
    ['I am a wedding photographer', 'hire a second shooter for my busy season'],
  ])('%s → %s: not this track', (current, target) => {
    expect(photo.trackOf(current, target)).not.toBe(SECOND);
  });
});
