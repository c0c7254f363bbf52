import { readBack } from '../../lambdas/roadmap/reading';
import { goal, inOrder, plan, textOf } from './custom-ask';

/**
 * Touch typing and a yo-yo, the next custom kinds by count (decision 171's list), read as a typing tutor
 * and a yo-yo club would (issue #36, round 12). Typing: the speed now, the home row without looking, the
 * rows in typing.com's order, accuracy (95%) before speed, WPM tests; a fast target said honestly (Dhakal
 * et al. 2018). Yo-yo: the string and the sleeper, then the tricks in YoYoExpert's and YYJ's order. The
 * person's target is the last task and milestone. People written for this test, each kind said several ways.
 */

const trackOf = (title: string, target: string, description?: string) =>
  readBack(goal(title, 'beginner', target, description ? { description } : {})).track.name;
const TYPING = 'Touch typing, from the home row';
const YOYO = 'Yo-yo tricks, from the sleeper';

describe('touch typing, as a typing tutor reads it', () => {
  it.each([
    ['Learn to touch type', 'type without looking at the keys'],
    ['Touch typing', '60 wpm'],
    ['Type faster', '50 words per minute for my admin job'],
    ['Improve my typing speed', 'pass a 40 WPM typing test'],
    ['Learn to type properly', 'touch type at work'],
  ])('“%s” → “%s” is touch typing', (title, target) => {
    expect(trackOf(title, target)).toBe(TYPING);
  });

  it.each([
    ['Manage my type 2 diabetes', 'steady sugars'],
    ['Learn about personality types', 'know my type of learner'],
  ])('“%s” → “%s” is not', (title, target) => {
    expect(trackOf(title, target)).not.toBe(TYPING);
  });

  it('the speed now, the home row, the rows, accuracy before speed, then the target tested; a fast target said honestly', async () => {
    const p = await plan('Learn to touch type', 'hunt and peck, about 25 wpm', '80 wpm without looking', { minutes: 20, days: 5 });
    inOrder(p, [
      /^A 1-minute typing test, the way you type now/,
      /^Home row lesson: A S D F and J K L ;/,
      /^Lesson: E and I/,
      /^Lesson: C, V, B and N/,
      /^Common words practice/,
      /^“80 wpm without looking”: tested/,
    ]);
    expect(textOf(p)).toMatch(/95% or better before any speed/);
    expect(p.description).toMatch(/about 52 WPM/);
    expect(p.weeks.at(-1)!.days.at(-1)!.tasks.at(-1)!.title).toMatch(/^Milestone: Your target tested, beside your week-1 speed/);
    expect(textOf(p)).not.toMatch(/sub-skill|your weakest part|edge of your ability/);
  });

  it('someone who already touch types starts at the speed weeks', async () => {
    const p = await plan('Type faster', 'I touch type at about 45 wpm', '65 wpm');
    expect(textOf(p)).not.toMatch(/^Home row lesson/m);
    expect(p.weeks[0]!.title).toMatch(/Common words and numbers/);
  });
});

describe('yo-yo tricks, as a yo-yo club reads it', () => {
  it.each([
    ['Learn yo-yo tricks', 'walk the dog and rock the baby'],
    ['Yoyo', 'ten tricks'],
    ['Get good at the yo-yo', 'a sleeper that lasts ten seconds'],
    ['Yo yo', 'do around the world at the park'],
  ])('“%s” → “%s” is yo-yo', (title, target) => {
    expect(trackOf(title, target)).toBe(YOYO);
  });

  it('“stop yo-yo dieting” is not a yo-yo', () => {
    expect(trackOf('Stop yo-yo dieting', 'keep my weight steady')).not.toBe(YOYO);
  });

  it('the string and sleeper, forward pass, walk the dog, around the world, rock the baby, then the target in front of someone', async () => {
    const p = await plan('Learn yo-yo tricks', 'can’t even do a sleeper', 'walk the dog and rock the baby', {
      description: 'Got a Duncan Butterfly for my birthday',
      minutes: 15,
      days: 4,
    });
    inOrder(p, [
      /^Cut the string to your height/,
      /^The sleeper: a hard, straight throw/,
      /^Forward pass/,
      /^Walk the dog/,
      /^Rock the baby/,
      /^Around the world/,
      /^“walk the dog and rock the baby”: tried in front of someone/,
    ]);
    expect(textOf(p)).toMatch(/YoYoExpert/);
    // "rock the baby" is a trick, not a new parent.
    expect(p.description).not.toMatch(/new baby|nap/);
    expect(textOf(p)).not.toMatch(/baby when|naps/);
  });

  it('a string trick past the basics is said to take longer', async () => {
    const p = await plan('Yo-yo', 'I can do a sleeper', 'learn the trapeze and split the atom');
    expect(p.description).toMatch(/on an unresponsive yo-yo with a bind: months of practice/);
  });
});
