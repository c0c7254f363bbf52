import { builtinProvider, generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { chooseTrack } from '../../lambdas/roadmap/tracks';
import { asker } from './ask';

/**
 * A job search for a skilled trade (issue #36, round 9), read as a trade's careers adviser would: the
 * trade's own cards and tickets, a one-page trade CV, the firm they trained with and local firms first,
 * a phone call and a trade test, the supervisor's reference, tools and a van, employed or self-employed.
 * People in their own words; an office job keeps the general search.
 */
const option = 'Job Search Strategy';
const ask = (currentLevel: string, targetLevel: string, daysPerWeek = 4): RoadmapRequest =>
  asker(45)(option, currentLevel, targetLevel, { daysPerWeek });
type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const textOf = (plan: Plan) =>
  [
    ...plan.weeks.map((w) => w.title),
    ...plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => `${t.title}\n${t.description}`))),
  ].join('\n');
const trackOf = (current: string, target: string) => chooseTrack(loadCurriculum(option)!, ask(current, target)).track?.id;
const planText = async (current: string, target: string, days = 5) =>
  textOf(await generateRoadmap(ask(current, target, days), builtinProvider));

describe('a job search for a skilled trade (read as a trade careers adviser)', () => {
  it('is chosen for trades however they are said, in the target or only in what the person is now', () => {
    expect(trackOf('just got my NVQ level 3 as a sparky', 'a job with a firm in Sheffield')).toBe('trades');
    expect(trackOf('qualified plumber, never looked for work before', 'a steady job')).toBe('trades');
    expect(trackOf('finished college', 'work as a bricklayer on housing sites')).toBe('trades');
    expect(trackOf('two years as a commis', 'a chef job in a proper restaurant')).toBe('trades');
    expect(trackOf('passed my Cat C+E', 'get hired as an HGV driver')).toBe('trades');
    expect(trackOf('done my barbering apprenticeship', 'a chair in a busy shop')).toBe('trades');
    expect(trackOf('level 3 in hairdressing, all my training in one salon', 'a stylist job in Glasgow')).toBe('trades');
  });

  it('keeps an office job, and a trade going freelance or laid off, on their own paths', () => {
    expect(trackOf('graduate in economics', 'an analyst job in London')).toBeUndefined();
    expect(trackOf('marketing assistant for 2 years', 'a marketing manager role')).toBeUndefined();
    expect(trackOf('self-employed plumber', 'more customers for my business')).toBe('clients');
    expect(trackOf('electrician, made redundant last month', 'a new job')).toBe('redundancy');
  });

  it("says an electrician's own cards, the trade CV, the place and the trade's ways in", async () => {
    const all = await planText(
      'finished my electrical apprenticeship in June, never applied for a job in my life',
      'to work as a qualified electrician around Leeds',
    );
    expect(all).toMatch(/ECS card from the JIB/);
    expect(all).toMatch(/18th Edition \(BS 7671\)/);
    expect(all).toMatch(/one-page trade CV: qualifications, cards and tickets, the jobs you did in your apprenticeship, a driving licence/);
    expect(all).toMatch(/ads for an electrician near Leeds/);
    expect(all).toMatch(/employer you did your apprenticeship with/);
    expect(all).toMatch(/Call or visit 5 firms/);
    expect(all).toMatch(/apprenticeship supervisor to be your reference/);
    expect(all).toMatch(/tools you own.*electrician/);
    expect(all).toMatch(/trade test or practical interview/);
    expect(all).toMatch(/employed, or self-employed/);
    // The white-collar search is gone.
    expect(all).not.toMatch(/\bremote\b|\bequity\b|alumni|LinkedIn/i);
  });

  it("fills each trade's card or licence, and says to check where the trade has none named", async () => {
    expect(await planText('qualified gas engineer', 'a job with a boiler firm')).toMatch(/Gas Safe registration/);
    expect(await planText('NVQ level 2 in carpentry', 'a job as a joiner near Bristol')).toMatch(/CSCS card.*blue Skilled Worker/);
    expect(await planText('just passed my test', 'work as an HGV driver')).toMatch(/Driver CPC card/);
    expect(await planText('finished culinary college', 'a job as a chef in Manchester')).toMatch(/Food Safety and Hygiene/);
    const anyTrade = await planText('I am a tradesman', 'a job in my trade near Cardiff');
    expect(anyTrade).toMatch(/Check your trade's own card or licence/);
    expect(anyTrade).toMatch(/near Cardiff/);
  });

  it.each([
    'my firm didn’t keep me on after my apprenticeship',
    'finished my plumbing apprenticeship but they could not take me on',
    'joinery apprenticeship done and they had no job for me',
  ])('“%s”: the firm they trained with is asked for a reference, not whether it will keep them on', async (current) => {
    const text = await planText(current, 'a job as a qualified tradesperson in my trade');
    expect(text).not.toMatch(/whether they will keep you on/);
    expect(text).toMatch(/Ask the firm you trained with for a reference/);
  });
});
