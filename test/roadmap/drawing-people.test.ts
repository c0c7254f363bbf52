import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';

/**
 * People you know, drawn from life (issue #36 item 1, decision 270): "draw my grandchildren from life"
 * read 3/10 on Drawing's general path (contours of a shoe, perspective boxes, a final hand). A portrait and
 * figure teacher read these plans; the people are written for this test.
 */

const ask = (current: string, target: string, minutes = 20, days = 4) => ({
  category: 'hobbies' as const,
  option: 'Drawing',
  answers: { currentLevel: current, targetLevel: target, dailyMinutes: minutes },
  daysPerWeek: days,
});
const trackOf = (current: string, target: string) => readBack(ask(current, target)).track;
const text = (p: RoadmapPlan) =>
  p.weeks
    .flatMap((w) => w.days.flatMap((d) => d.tasks))
    .map((t) => `${t.title} ${t.description}`)
    .join('\n');

describe('what chooses drawing people from life, and what does not', () => {
  it.each([
    ['I used to draw at school, 40 years ago', 'draw my grandchildren from life, quick sketches of them playing'],
    ['stick figures', 'draw my two little grandsons'],
    ['beginner', 'portraits of my husband from life'],
    ['I can draw a bit', 'sketch people in cafés from life'],
    ['done some life drawing years ago', 'go back to life drawing'],
    ['I paint landscapes', 'portraits from life of friends'],
  ])('%s → %s', (current, target) => {
    expect(trackOf(current, target).name).toBe('People you know, drawn from life');
  });

  it.each([
    ['beginner', 'draw our dog from life', 'Your own pet'],
    ['beginner', 'draw with my grandchildren at weekends', ''],
    ['beginner', 'draw hands well', ''],
    ['beginner', 'a weekly comic strip for my kids', ''],
    ['beginner', 'watercolour portraits of my family', ''],
    ['beginner', 'a portrait of my late husband from photos', ''],
  ])('%s → %s is not the people track', (current, target) => {
    expect(trackOf(current, target).name).not.toBe('People you know, drawn from life');
  });
});

describe('a portrait teacher reads the plans', () => {
  it('a grandmother, 40 years from school: her grandchildren in every week, photos first, a child’s proportions, a final beside the baseline', async () => {
    const p = await generateRoadmap(ask('I used to draw at school, 40 years ago', 'draw my grandchildren from life'), builtinProvider);
    const t = text(p);
    expect(p.weeks.every((w) => /your grandchildren/.test(text({ ...p, weeks: [w] })))).toBe(true);
    expect(t).toMatch(/Children rarely hold a pose: photograph them at play \(with their parents' agreement/);
    expect(t).toMatch(/about 4 heads tall as a toddler/);
    expect(t).toMatch(/On a child's head the eyes sit below halfway/);
    expect(t).toMatch(/Baseline: one of your grandchildren, 10 minutes, dated/);
    expect(t).toMatch(/Final: one of your grandchildren from life, first sitting/);
    expect(t).toMatch(/Redraw the baseline/);
    expect(t).not.toMatch(/perspective|a shoe|\{\w+\}/i);
  });

  it('an adult sitter gets an adult’s proportions and no parents’ agreement', async () => {
    const t = text(await generateRoadmap(ask('beginner', 'portraits of my husband from life', 30, 3), builtinProvider));
    expect(t).toMatch(/An adult stands about 7½ heads tall/);
    expect(t).toMatch(/On an adult's head the eyes sit halfway down/);
    expect(t).not.toMatch(/parents' agreement|toddler/);
  });

  it('a sitting is never longer than 15 minutes, quick sketches grow with the time, and a life-drawing group is found', async () => {
    const p = await generateRoadmap(ask('I can draw a bit', 'portraits of my wife from life', 60, 2), builtinProvider);
    const tasks = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
    expect(Math.max(...tasks.filter((x) => /sitting/i.test(x.title)).map((x) => x.estimatedMinutes))).toBeLessThanOrEqual(15);
    expect(tasks.find((x) => /^20 gestures of 30 seconds/.test(x.title))!.estimatedMinutes).toBeGreaterThan(15);
    expect(text(p)).toMatch(/life-drawing or portrait group/);
  });

  it('a portrait for a birthday 14 weeks off keeps drawing up to the day, each week between its own, the final in the last', async () => {
    const p = await generateRoadmap(
      {
        ...ask('I doodle, never drawn a face', 'draw a portrait of my mum for her 60th birthday on 8 March', 15, 3),
        weekdays: [2, 4, 6],
        startDate: '2026-12-03',
      },
      builtinProvider,
    );
    const titles = p.weeks.map((w) => w.title);
    expect(titles.filter((t) => /Kept up:/.test(t)).length).toBeGreaterThanOrEqual(5);
    expect(
      new Set(
        titles
          .filter((t) => /Kept up:/.test(t))
          .slice(0, 5)
          .map((t) => t.replace(/, week \d+ of \d+$/, '')),
      ).size,
    ).toBe(5);
    expect(titles.at(-1)).toMatch(/The final drawing from life/);
  });
});
