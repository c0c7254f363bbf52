import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, planText, plannedOnce, tasksOf } from './language-ask';

/**
 * The register and the variety the purpose speaks (issue #36, round 21; decision 390): anime and friends speak plain
 * Japanese, a K-pop fandom's lives and fan-signs 반말 beside 존댓말, Zurich's colleagues Swiss German dialect beside the
 * Standard German the course teaches; each gets its own material from the first weeks, and a Swiss permit names fide.
 */

const planOf = plannedOnce();

/** The tasks of the plan's first `weeks` weeks, title and description. */
const early = (plan: RoadmapPlan, weeks: number) =>
  plan.weeks
    .slice(0, weeks)
    .flatMap(tasksOf)
    .map((t) => `${t.title}\n${t.description}`)
    .join('\n');

describe('plain Japanese where anime, dramas or friends are the purpose', () => {
  const people = [
    ask('Japanese', 'I know kana and about 100 words', 'watch anime without subtitles', 30, 6),
    ask('Japanese', 'complete beginner', 'understand my favourite streamers and VTubers', 20, 4),
    ask('Japanese', 'A2, finished Genki I', 'chat with my Japanese friends casually', 45, 3),
    ask('Japanese', 'I studied for a year', 'follow J-dramas and talk like a normal person', 60, 2),
  ];
  it.each(people)('%#: says the plain forms and gives them in the first weeks', async (request) => {
    const plan = await planOf(request);
    expect(plan.description).toMatch(/plain Japanese[^]*ちゃう[^]*です\/ます first/);
    expect(early(plan, 8)).toMatch(/Plain Japanese: .*行く \/ 行かない|Plain Japanese: だ, じゃない/);
  });
  it('the anime’s scenes keep plain speech beside them to the last weeks, one week in three', async () => {
    const plan = await planOf(people[0]!);
    const late = plan.weeks.slice(13).filter((w) => tasksOf(w).some((t) => /^Plain speech: /.test(t.title)));
    expect(late.length).toBeGreaterThanOrEqual(3);
    expect(planText(plan)).toMatch(/series or films you chose, scene 3/i);
  });
  it.each([
    ask('Japanese', 'beginner', 'pass the JLPT N4', 30, 5),
    ask('Japanese', 'A2', 'speak politely with my in-laws in Osaka', 30, 5),
    ask('Japanese', 'beginner', 'business meetings with Japanese clients', 30, 5),
  ])('%#: no plain-speech strand where the purpose is polite or an exam', async (request) => {
    expect(planText(await planOf(request))).not.toMatch(/Plain Japanese:|Plain speech:/);
  });
  it('a purpose in the person’s own words keeps them: the climbing gym’s friends are no anime', async () => {
    const text = planText(await planOf(ask('Japanese', 'A2', 'make friends at my climbing gym in Tokyo', 30, 4)));
    expect(text).toMatch(/climbing gym in Tokyo/);
    expect(text).not.toMatch(/Plain speech:/);
  });
});

describe('반말 and the live where a K-pop fandom is the purpose', () => {
  const people = [
    ask('Korean', 'I read Hangul slowly', "understand my favourite group's livestreams and fan-sign chats", 15, 7),
    ask('Korean', 'complete beginner', 'understand BTS on Weverse lives', 30, 3),
    ask('Korean', 'A1, I know Hangul', 'follow NewJeans fan meetings and their Bubble messages', 20, 5),
    ask('Korean', 'A1', 'talk to my bias at a fansign', 20, 5),
  ];
  it.each(people)('%#: banmal beside 해요 and the live or the fan-sign from the first weeks', async (request) => {
    const plan = await planOf(request);
    expect(plan.description).toMatch(/반말[^]*존댓말|존댓말[^]*반말/);
    const first = early(plan, 12);
    expect(first).toMatch(/반말 beside 해요/);
    expect(first).toMatch(/The live: a minute of your group’s livestream|Fan-sign: your thirty seconds/);
  });
  it.each([
    ask('Korean', 'beginner', 'talk with my grandmother in Busan', 30, 5),
    ask('Korean', 'beginner', 'pass TOPIK I', 30, 5),
    ask('Korean', "total beginner, can't read Hangul", 'understand the lyrics of my favourite k-pop songs', 30, 3),
    ask('Korean', 'beginner', 'go to Seoul twice a year for work', 30, 5),
  ])('%#: no fandom strand without a fandom', async (request) => {
    expect(planText(await planOf(request))).not.toMatch(/Fandom:|반말 beside 해요|Fan-sign:/);
  });
});

describe('Swiss German dialect beside Standard German, and fide for a Swiss permit', () => {
  it('a colleague in Zurich with a permit: dialect weeks, fide named, no series called "Swiss"', async () => {
    const plan = await planOf(ask('German', 'A2', 'understand Swiss German colleagues in Zurich and pass the B1 for my permit', 30, 5));
    const text = planText(plan);
    expect(plan.description).toMatch(/Schweizerdeutsch[^]*Grüezi/);
    expect(plan.description).toMatch(/fide test[^]*B1 spoken and A2 written/);
    expect(text).toMatch(/fide-service\.ch/);
    expect(text).not.toMatch(/\bSwiss, scene|\bswiss, scene|Your series/);
    // A B1 learner of German is new to dialect: the first words come first.
    expect(early(plan, 12)).toMatch(/Dialect: Grüezi, Merci vilmal, es Weggli/);
  });
  it.each([
    ask('German', 'beginner', 'understand my neighbours in Bern', 20, 4),
    ask('German', 'B1', 'learn Schweizerdeutsch to follow my in-laws in Basel', 45, 3),
    ask('German', 'A1', 'understand the Swiss dialect at work', 60, 6),
  ])('%#: dialect listening from the first weeks', async (request) => {
    const plan = await planOf(request);
    expect(plan.description).toMatch(/Swiss German \(Schweizerdeutsch\) is not the German this course teaches/);
    expect(early(plan, 12)).toMatch(/Schweizerdeutsch:|Dialect: /);
  });
  it.each([
    ask('German', 'beginner', 'move to Munich for work', 30, 5),
    ask('German', 'A2', 'permanent residence in Vienna', 30, 5),
    ask('German', 'beginner', 'understand my colleagues in Berlin', 30, 5),
  ])('%#: Germany and Austria get no Swiss dialect or fide', async (request) => {
    const text = planText(await planOf(request));
    expect(text).not.toMatch(/Schweizerdeutsch|fide test|Dialect: /);
  });
});

describe('the voseo of the Río de la Plata beside the tú the course teaches', () => {
  it.each([
    ask('Spanish', 'A2', 'understand my Argentine friends and watch Argentine series', 30, 4),
    ask('Spanish', 'beginner', 'learn the voseo for my trip to Montevideo', 20, 5),
    ask('Spanish', 'B1', 'chat with porteños in Buenos Aires bars', 45, 3),
  ])('%#: vos said and practised from the first weeks', async (request) => {
    const plan = await planOf(request);
    expect(plan.description).toMatch(/vos sos, vos tenés/);
    expect(early(plan, 12)).toMatch(/Voseo: tú and vos side by side|Voseo: /);
  });
  it.each([ask('Spanish', 'beginner', 'live in Madrid', 30, 4), ask('Spanish', 'A2', 'talk with my in-laws in Mexico City', 30, 4)])(
    '%#: no voseo where the Spanish is not the Río de la Plata’s',
    async (request) => {
      expect(planText(await planOf(request))).not.toMatch(/Voseo|vos sos/);
    },
  );
});
