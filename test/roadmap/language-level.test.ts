import { CATALOG } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';

/**
 * A language placed by what the person says it can do, skill by skill (issue #36, round 11; decision 164),
 * and its script taught in order, each count after what it counts (decision 165). People written for this
 * test, several ways of saying the same thing, and negatives that must not move.
 */

const plan = (option: string, currentLevel: string, targetLevel: string, minutes = 30, days = 5) =>
  generateRoadmap(
    {
      category: CATALOG.find((c) => c.options.includes(option))!.id,
      option,
      answers: { currentLevel, targetLevel, dailyMinutes: minutes },
      daysPerWeek: days,
    },
    builtinProvider,
  );
const first = (p: RoadmapPlan) => p.weeks[0]!.title.replace(/^Week 1: /, '');
const tasksOf = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const beginnerStart = async (option: string) => first(await plan(option, 'complete beginner', 'travel'));

describe('placement from what the person says they can do', () => {
  it('a professional who reads the language is placed at B1’s material with speaking first, however it is said', async () => {
    for (const [option, said] of [
      ['English', 'I’m a chemist from Lyon, I read technical English without trouble but I freeze when I have to speak'],
      ['English', 'I can read English documents for work fine, speaking is my weak point'],
      ['German', 'I read German engineering reports every day, I just can’t talk'],
      ['Spanish', 'my reading is good in Spanish, I read novels, but speaking is hard'],
    ] as const) {
      const p = await plan(option, said, 'speak up in meetings with our suppliers', 30, 5);
      expect(p.description).toMatch(/^Placed from what you said — .*reading about B2, “can (understand articles|read with a large)/);
      expect(p.description).toContain('its practice puts speaking first');
      expect(first(p)).not.toBe(await beginnerStart(option));
      expect(first(p)).toMatch(/\(B1\)|\(towards B1\)/);
      // Speaking from what they read, never the beginner's first lesson.
      expect(tasksOf(p).some((t) => /^Read, then say: explain aloud/.test(t.title))).toBe(true);
      expect(tasksOf(p).some((t) => /\bam, is, are\b|Are you from/.test(t.title))).toBe(false);
    }
  });

  it('a reader of another language, or of no named language, is not placed by it', async () => {
    // A developer reads documentation in English; on Japanese or German that says nothing of their Japanese or German.
    for (const [option, said] of [
      ['Japanese', 'I read technical English fine and use it at work'],
      ['German', 'I’m a software developer, I read documentation all day'],
    ] as const) {
      const p = await plan(option, said, 'travel', 30, 5);
      expect(p.description).not.toMatch(/Placed from what you said/);
      expect(first(p)).toBe(await beginnerStart(option));
    }
  });

  it('a year or more lived where it is spoken, or following slow speech, is A2: the plan starts at A2’s material', async () => {
    for (const [option, said] of [
      ['Italian', 'I lived in Milan for two years a while ago, rusty now'],
      ['Italian', 'spent a year in Florence as a student'],
      ['Spanish', 'two years in Buenos Aires, long ago'],
      ['French', 'I can follow people if they speak slowly'],
      ['German', 'I understand slow, clear German'],
    ] as const) {
      const p = await plan(option, said, 'chat with my partner’s parents at lunch', 25, 6);
      expect(p.description).toMatch(/Placed from what you said — .*(overall|listening) about A2/);
      expect(p.description).toContain('A2’s material');
      expect(first(p)).toMatch(/\((towards )?A2\)/);
    }
  });

  it('a place of another language, or a few months, does not make A2', async () => {
    // London is not where Italian is lived; Rome is not where Spanish is.
    expect(first(await plan('Italian', 'I lived in London for a year', 'travel'))).toBe(await beginnerStart('Italian'));
    expect(first(await plan('Spanish', 'spent two years in Rome', 'travel'))).toBe(await beginnerStart('Spanish'));
    const months = await plan('Italian', 'I spent three months in Bologna', 'travel');
    expect(months.description).toMatch(/overall about A1/);
    expect(first(months)).toMatch(/\(A1\)|\(towards A1\)/);
  });

  it('someone who can order, ask the way or introduce themselves starts at a review of A1, not the first lesson', async () => {
    for (const [option, said] of [
      ['Spanish', 'I can order in a restaurant and ask for directions'],
      ['French', 'I can order food in a café and introduce myself'],
      ['Italian', 'I get by on holiday with basic phrases'],
    ] as const) {
      const p = await plan(option, said, 'chat with my neighbours', 30, 4);
      expect(p.description).toMatch(/speaking about A1/);
      expect(p.description).toContain('a review of A1');
      expect(first(p)).not.toBe(await beginnerStart(option));
    }
    // Denied, it says nothing: "can't order yet" is a beginner.
    expect(first(await plan('Spanish', 'I can’t even order a coffee yet', 'travel'))).toBe(await beginnerStart('Spanish'));
  });

  it('school years ago is an A1 refresh, an exam passed is past its level, a heritage listener keeps their placement', async () => {
    for (const said of ['did German at school ten years ago', 'German at school, forgot most of it']) {
      const p = await plan('German', said, 'get by on a trip to Vienna', 20, 5);
      expect(first(p)).not.toBe(await beginnerStart('German'));
      expect(first(p)).toMatch(/\(A1\)/);
    }
    const hsk = await plan('Chinese', 'passed HSK 3 last year', 'read short stories', 45, 6);
    expect(hsk.description).toMatch(/an exam at A2 passed/);
    const heritage = await plan(
      'Hindi',
      'my parents speak Hindi at home, I understand my grandma but can’t read',
      'write to my grandmother',
      20,
      3,
    );
    expect(heritage.description).toMatch(/listening about B1 from home/);
  });

  it('a nationality is not a language: “our Irish suppliers” on English says nothing of Irish; “learn Irish” does', async () => {
    const suppliers = await plan('English', 'B1', 'speak up in meetings with our Irish suppliers');
    expect(suppliers.description).not.toMatch(/Your target is in Irish/);
    const irish = await plan('English', 'B1', 'speak Irish with my cousins in Galway');
    expect(irish.description).toMatch(/Your target is in Irish/);
  });

  it('a target of lunch with in-laws is read as B1, not B2', async () => {
    for (const target of [
      'lunch chat with my in-laws',
      'chat with my Italian in-laws at Sunday lunch',
      'talk with my wife’s family at dinner',
    ]) {
      expect((await plan('Italian', 'complete beginner', target)).title).toBe('Italian to B1');
    }
  });
});

describe('a script taught in order, each count after what it counts', () => {
  it('katakana ア–ソ is taught before タ–ン on every day length, and the kanji test counts only kanji already taught', async () => {
    for (const [minutes, days] of [
      [10, 2],
      [15, 7],
      [45, 4],
    ] as const) {
      const titles = tasksOf(await plan('Japanese', 'complete beginner', 'order food on a trip to Osaka', minutes, days)).map(
        (t) => t.title,
      );
      const early = titles.findIndex((t) => /ア to ソ/.test(t));
      const late = titles.findIndex((t) => /タ to ン/.test(t));
      expect(early).toBeGreaterThanOrEqual(0);
      expect(early).toBeLessThan(late);
      const test = titles.findIndex((t) => /^Card test: this week’s 36 kanji/.test(t));
      expect(test).toBeGreaterThan(0);
      // 13 + 8 + 8 + 7 = 36, each set before the test.
      for (const set of [
        /^Numbers in kanji: 一 二 三/,
        /^Days and dates in kanji: 日 月 火/,
        /^Everyday kanji: 人 口 目/,
        /^Verbs in kanji: 見 行 来/,
      ])
        expect(titles.slice(0, test).some((t) => set.test(t))).toBe(true);
      expect(titles.some((t) => /50 kanji at 85%/.test(t))).toBe(false);
    }
  });

  it('Chinese counts characters its core tasks taught: 50 by week 2, 130 by week 4, and practice goes on from 131', async () => {
    for (const [minutes, days] of [
      [15, 3],
      [60, 6],
    ] as const) {
      const titles = tasksOf(await plan('Chinese', 'complete beginner', 'chat with my in-laws', minutes, days)).map((t) => t.title);
      const at = (pattern: RegExp) => titles.findIndex((t) => pattern.test(t));
      expect(at(/^Hànzì cards: .*to reach 50/)).toBeGreaterThanOrEqual(0);
      expect(at(/^Hànzì cards: .*to reach 50/)).toBeLessThan(at(/50 characters recognised/));
      expect(at(/^Add 40 character cards/)).toBeLessThan(at(/130 characters recognised/));
      expect(titles.some((t) => /150 characters recognised/.test(t))).toBe(false);
      const sets = titles.filter((t) => /^Characters \d/.test(t));
      if (sets.length) expect(sets[0]).toMatch(/^Characters 131–145/);
    }
  });

  it('new words are not written “in stroke order”, and week 1 asks no beginner for 70–90% understood or 2 minutes of talk', async () => {
    for (const option of ['Japanese', 'Chinese', 'Spanish', 'Korean']) {
      const p = await plan(option, 'complete beginner', 'travel', 30, 5);
      const tasks = tasksOf(p);
      expect(
        tasks.some(
          (t) => /^New words\b/.test(t.title) && /stroke order/.test(t.description) && !/a (kanji|new character):/.test(t.description),
        ),
      ).toBe(false);
      for (const t of p.weeks[0]!.days.flatMap((d) => d.tasks)) {
        if (/^Listening:/.test(t.title)) expect(t.description).toMatch(/first, audio made for beginners/);
        expect(t.title).not.toMatch(/talk for 2 minutes/);
      }
    }
  });
});

describe('the level rises with the hours', () => {
  it('practice weeks move to the next level once the hours reach the level’s, and no week says a level the plan does not reach', async () => {
    for (const [option, minutes, days] of [
      ['Spanish', 60, 6],
      ['Italian', 45, 7],
      ['German', 90, 5],
    ] as const) {
      const p = await plan(option, 'complete beginner', 'hold a conversation with friends', minutes, days);
      const reached = /reaches A1 .* in about (\d+) weeks/.exec(p.description);
      expect(reached).not.toBeNull();
      const weeks = Number(reached![1]);
      const tagged = (w: { title: string }, level: string) => new RegExp(`\\((towards )?${level}\\)$`).test(w.title);
      // A1's weeks end where its hours do; the weeks after practise A2's material, said "towards A2".
      expect(p.weeks.filter((w) => tagged(w, 'A1')).length).toBeLessThanOrEqual(weeks + 1);
      expect(p.weeks.slice(weeks + 1).every((w) => tagged(w, 'A2') || tagged(w, 'B1'))).toBe(true);
      expect(p.weeks.some((w) => /\(A1\)$/.test(w.title))).toBe(true);
      expect(p.weeks.some((w) => /\(A2\)$/.test(w.title))).toBe(/reaches A2/.test(p.description));
    }
  });
});
