import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): "since the baby came I feel flat and snap at my partner" got Mental Health's
 * general course — a panic-and-exposure fortnight ("rank 5 situations you avoid… a crowded train") and
 * nothing on the snapping, the nights or the partner. A new parent's own track (decision 217). People
 * written for this test.
 */

const mind = onOption('Mental Health');
const NEW_PARENT = "A new parent's low mood and short temper";

describe("a new parent's low mood, as a perinatal mental health practitioner reads the plan", () => {
  it.each([
    ['since the baby came I feel flat and snap at my partner', 'feel like myself again', 15, 5, 'your partner'],
    ['new dad, 6 weeks in, I feel numb and get angry fast with my wife', 'be a calmer dad', 20, 3, 'your wife'],
    ["our daughter was born in May and since the birth I've been tearful", 'enjoy being a mum', 10, 7, 'your partner'],
    ['I think I have postnatal depression, single mum', 'get through the days', 30, 4, 'someone who can help'],
  ])('%s → %s: the two questions, the nights shared, a pause plan safe for the baby', async (current, target, minutes, days, partner) => {
    expect(mind.trackOf(current, target)).toBe(NEW_PARENT);
    const p = await mind.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(tasksOf(p)[0]!.title).toMatch(/^Answer the two questions/);
    expect(text).toContain(`Agree a night plan with ${partner}`);
    expect(text).toMatch(/Never shake a baby/);
    expect(text).toMatch(/Lullaby Trust/);
    expect(text).toMatch(/Write your pause plan/);
    expect(text).not.toMatch(/Rank 5 situations you avoid|crowded train/);
    // The first question comes back at the end, where the GP is the next step if it still says yes.
    expect(tasksOf(p).filter((t) => /^Answer the two questions/.test(t.title))).toHaveLength(2);
  });

  it.each([
    ['my baby died last year', 'cope with the grief'],
    ["I'm 30 weeks pregnant and anxious", 'feel calmer before the birth'],
    ['I worry about everything', 'worry less'],
    ["I'm scared of flying and we're taking our new baby to Spain", 'fly to Spain'],
    ['my sister just had a baby and I feel low', 'feel better'],
  ])('%s → %s: not this track', (current, target) => {
    expect(mind.trackOf(current, target)).not.toBe(NEW_PARENT);
  });
});
