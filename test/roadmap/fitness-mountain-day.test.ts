import { personOn } from './ask';
import { everything, tasksOf } from '../support/plan-reading';

/**
 * A mountain climbed in a day is trained to its own demand (issue #36, round 21; decision 392): not a path in
 * stages stopping at a 4-hour walk, but the climb and the descent built with a loaded daypack, hill days back to
 * back, a rehearsal of about 6 hours, the mountain forecast, navigation in cloud and a turnaround time, and the
 * mountain's own day (Ben Nevis by the Mountain Track: about 1,350 m and 7–9 hours, Walkhighlands). People
 * written for this test, from a dog walker to a hillwalker; negatives keep other tracks' people.
 */

const fitness = personOn('Physical Fitness');
const MOUNTAIN = 'A mountain in a day: Ben Nevis, Snowdon, a Munro';

describe('a mountain in a day', () => {
  it.each([
    ['walks the dog an hour a day', 'climb Ben Nevis by the tourist path in June', 60, 3, 'Ben Nevis', /1,350 m of climb/],
    ['I walk 30 minutes a day', 'climb Snowdon this summer', 30, 4, 'Yr Wyddfa \\(Snowdon\\)', /975 m of climb/],
    ['never hiked, desk job', 'climb my first Munro', 45, 2, 'your Munro', /Naismith’s rule/],
    ['fit hillwalker, I do 4 hour walks', 'summit Helvellyn via Striding Edge', 90, 5, 'helvellyn', /Naismith’s rule/i],
    ['walk 20 minutes', 'get up a mountain in Wales', 20, 7, 'your mountain', /Naismith’s rule/],
    ['I walk daily', 'climb Scafell Pike with my kids', 40, 3, 'Scafell Pike', /Naismith’s rule/],
  ])(
    '“%s” → “%s” (%i × %i): climb and descent, long days, the mountain’s safety, its own day',
    async (current, target, minutes, days, mountain, demand) => {
      expect(fitness.trackOf(current, target)).toBe(MOUNTAIN);
      const p = await fitness.plan(current, target, minutes, days);
      const text = everything(p);
      const tasks = tasksOf(p).join('\n');
      // The last week is the mountain itself: the climb and the descent on one day, kept whole.
      const last = p.weeks.at(-1)!;
      expect(last.title).toMatch(new RegExp(`^Week \\d+: ${mountain} itself: up and down, in a day`, 'i'));
      const day = last.days.find((d) => d.tasks.some((t) => /^The climb: up /.test(t.title)))!;
      expect(day.tasks.map((t) => t.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^The descent: back down /)]));
      expect(day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0)).toBeGreaterThanOrEqual(420);
      expect(text).toMatch(demand);
      // Built to it: hill repeats with a daypack, back-to-back days, a rehearsal of about 6 hours.
      expect(tasks).toMatch(/^Hill repeats: \d+ minutes up and down/m);
      expect(tasks).toMatch(/^Back-to-back day 1: /m);
      expect(tasks).toMatch(/^Long walk: a 6-hour mountain rehearsal/m);
      // Mountain safety: the forecast, a compass bearing in cloud, layers, a turnaround time, Mountain Rescue.
      expect(text).toMatch(/MWIS/);
      expect(text).toMatch(/take a bearing/);
      expect(text).toMatch(/turnaround time/);
      expect(text).toMatch(/call 999 in the UK and ask for the Police, then Mountain Rescue/);
      expect(text).not.toMatch(/a path in stages|your first stage|\{\w+\}/);
    },
  );

  it('says the day’s whole length, the climb and the descent together', async () => {
    const p = await fitness.plan('walks the dog an hour a day', 'climb Ben Nevis by the tourist path in June', 60, 3);
    expect(p.description).toMatch(/Your event's day takes about 7 h 30 min/);
  });

  it.each([
    ["I'm 70 and walk daily", 'climb Snowdon', 'A hill day after a joint replacement or in later life'],
    ['had my knee replaced last year', 'climb Ben Nevis', 'A hill day after a joint replacement or in later life'],
    ['walk 5 miles', 'walk the West Highland Way and climb Ben Nevis', 'A walk of several days: the Camino, a national trail, a trek'],
    ['I walk the dog daily', 'a 10-mile walk in the Lake District', 'Long walks, hikes and long-distance paths'],
  ])('“%s” → “%s”: keeps its own track (%s)', (current, target, track) => {
    expect(fitness.trackOf(current, target)).toBe(track);
  });

  it.each([
    ['I run 5k', 'the Ben Nevis race'],
    ['I walk an hour', 'climb Kilimanjaro next year'],
    ['I cycle', 'ride my mountain bike up a mountain'],
    ['I boulder at the climbing wall', 'climb outdoors on a mountain crag'],
    ['I walk daily', 'do the Three Peaks Challenge'],
  ])('“%s” → “%s”: not a mountain day on foot in one day', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(MOUNTAIN);
  });
});
