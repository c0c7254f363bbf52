import { plan, goal, textOf, inOrder, weekOf } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';

/**
 * A quilt as a custom goal (issue #36 item 4, decision 270): "Learn to quilt" got the general scaffold, and
 * the sewing kind turns quilts away. A quilting teacher reads these plans; the people are written for this test.
 */

const trackOf = (title: string, current: string, target: string) => {
  const { track } = readBack(goal(title, current, target));
  return track.chosen === 'general' ? 'general' : loadCurriculum('Custom')!.tracks!.find((t) => t.name === track.name)!.id;
};

describe('what chooses quilting, and what does not', () => {
  it.each([
    ['Learn to quilt', 'I can sew a button', 'make a patchwork quilt for my bed'],
    ['Make a quilt', 'never quilted', 'a single bed quilt for my grandson'],
    ['Baby quilt', 'I sew dresses', 'a baby quilt for my niece'],
    ['Patchwork', 'complete beginner', 'a nine-patch cushion'],
    ['Quilting', 'made two quilt tops, never quilted one', 'finish my quilt top into a lap quilt'],
  ])('“%s” (%s → %s) is quilting', (title, current, target) => {
    expect(trackOf(title, current, target)).toBe('quilting');
  });

  it.each([
    ['Stop feeling guilty', 'I feel guilt all the time', 'a week without guilt'],
    ['Buy a new duvet', 'our quilt is worn out', 'a new quilt cover and duvet'],
    ['Make a quilted jacket', 'I sew clothes', 'a quilted jacket from a pattern'],
    ['Get a new job', 'a patchwork of part-time jobs', 'one full-time job'],
  ])('“%s” (%s → %s) is not quilting', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe('quilting');
  });
});

describe('a quilting teacher reads the plans', () => {
  it('a beginner’s single bed quilt for a grandson: the cutter safely, the seam test, the nine-patch, top, quilting, binding', async () => {
    const p = await plan('Make a quilt', 'never quilted, I can sew a straight line', 'a single bed quilt for my grandson', {
      minutes: 45,
      days: 3,
    });
    const text = textOf(p);
    expect(p.description).toMatch(/A rotary cutter's blade is a razor/);
    expect(p.description).toMatch(/A bed quilt has many blocks/);
    expect(text).toMatch(/close the blade the moment the cut ends/);
    expect(text).toMatch(/measure the middle strip: it should be exactly 2 in/);
    expect(text).toMatch(/Measure the mattress top, add the drop you want/);
    expect(p.weeks.map((w) => w.title)).toContain('Week 3: The blocks for your single bed quilt');
    expect(text).toMatch(/“a single bed quilt for my grandson”/);
    inOrder(p, [
      /^The seam test/,
      /nine-patch/,
      /^Sew the blocks into rows/,
      /^Layer and baste/,
      /^Quilt from the middle/,
      /^Sew the binding/,
    ]);
    expect(text).not.toMatch(/\{\w+\}|weakest part|Find who teaches/);
  });

  it('someone with tops made starts at the blocks; a block alone ends at the block', async () => {
    const made = await plan('Quilting', 'made two quilt tops, never quilted one', 'finish my quilt top into a lap quilt', {
      minutes: 60,
      days: 2,
    });
    expect(weekOf(made, /^The seam test/)).toBe(0);
    expect(made.weeks[0]!.title).toBe('Week 1: The blocks for your lap quilt');
    const block = await plan('Quilting', 'complete beginner', 'a nine-patch block');
    expect(block.weeks).toHaveLength(2);
  });

  it('hexagons by hand are told the plan is a machine’s, and what still serves', async () => {
    const p = await plan('Hexie quilt', "I don't have a machine", 'a hexagon quilt by hand');
    expect(p.description).toMatch(/^This plan pieces and quilts by machine\. English paper piecing/);
  });

  it('ten-minute days keep to ten minutes, in the short forms', async () => {
    const p = await plan('Patchwork', 'complete beginner', 'a nine-patch cushion', { minutes: 10, days: 4 });
    expect(textOf(p)).toMatch(/Sew one strip set, and press to the dark/);
    expect(Math.max(...p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.estimatedMinutes))))).toBeLessThanOrEqual(15);
  });
});
