import { readBack } from '../../lambdas/roadmap/reading';
import { danglingIn, planMetrics } from '../../scripts/roadmaps/metrics';
import { plan, spreadAsker, textOf } from './read-plan';

/**
 * Hard conversations at work (issue #36, round 19, decision 338), read as a CBT therapist who coaches new
 * managers would: "promoted to manager 3 months ago, lying awake worrying about difficult conversations" →
 * "handle difficult conversations with my team without dread" got worry time, the worry tree and "one
 * practical worry from your list": nothing about the conversations themselves, a way to hold them, or
 * holding them.
 */

const ask = spreadAsker('Mental Health');
const TRACK = 'Hard conversations at work, without dread';

describe('a new manager dreading conversations with the team, 20 minutes, 4 days a week', () => {
  const request = ask(
    'promoted to manager 3 months ago, lying awake worrying about difficult conversations',
    'handle difficult conversations with my team without dread',
    20,
    4,
  );

  it('is planned as a ladder of the conversations, held one by one, not as worry time', async () => {
    const p = await plan(request);
    expect(readBack(request).track.name).toBe(TRACK);
    const text = textOf(p);
    expect(text).toMatch(/List the conversations with your team you dread/);
    expect(text).toMatch(/Situation–Behaviour–Impact/);
    expect(text).toMatch(/Hold the conversation at the top of your ladder/);
    expect(text).not.toMatch(/worry tree/i);
  });

  it('holds a step of the ladder every week from week 2 to week 7, each written up against the fear', async () => {
    const p = await plan(request);
    for (const week of p.weeks.slice(1, 7)) {
      const titles = week.days.flatMap((d) => d.tasks.map((t) => t.title)).join('\n');
      expect({ week: week.title, holds: /^(Hold|Say it)/m.test(titles) }).toEqual({ week: week.title, holds: true });
      expect({ week: week.title, written: /against your prediction|Record: what you predicted|written summary/.test(titles) }).toEqual({
        week: week.title,
        written: true,
      });
    }
  });

  it('names the sleep it costs, and the help beyond the plan', async () => {
    const text = textOf(await plan(request));
    expect(text).toMatch(/If you lie awake most nights for weeks, see your GP/);
    expect(text).toMatch(/NHS Talking Therapies/);
  });

  it.each([
    [10, 7],
    [15, 3],
    [45, 2],
    [60, 5],
  ])('keeps every reference made before it is used, at %i minutes × %i days', async (minutes, days) => {
    const p = await plan(ask('new team leader', 'give difficult feedback to my team without dread', minutes, days));
    expect(readBack(ask('new team leader', 'give difficult feedback to my team without dread', minutes, days)).track.name).toBe(TRACK);
    expect(danglingIn(p)).toEqual([]);
    expect(planMetrics(p, minutes, days).uncountable).toBe(0);
    expect(planMetrics(p, minutes, days).withinTime).toBe(1);
  });
});

describe('whose words it answers', () => {
  it.each([['say no to my boss without feeling sick'], ['tackle underperformance in my team'], ['have tough conversations with clients']])(
    'plans “%s” on it',
    (target) => {
      expect(readBack(ask('I avoid conflict at work', target, 20, 4)).track.name).toBe(TRACK);
    },
  );

  it.each([
    ['have a difficult conversation with my mum about her care'],
    ['give a presentation without panicking'],
    ['stop worrying all the time'],
  ])('leaves “%s” to another track', (target) => {
    expect(readBack(ask('anxious', target, 20, 4)).track.name).not.toBe(TRACK);
  });
});
