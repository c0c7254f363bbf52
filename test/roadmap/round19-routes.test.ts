import { SPREAD_WEEKDAYS } from '../../contract';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { asker } from './ask';
import { plan as customPlan, textOf as customText } from './custom-ask';

/**
 * What round 19's blind reading found on the integration (docs/evaluation.md, "Round 19"): a PhD student's chapter
 * planned as a blog post, a sister's wedding read as the person's own first dance, a 5-a-side goalkeeper in Physical
 * Fitness given Couch to 5K, and bodyboarding's sea sessions booked in a winter without lifeguards.
 */

const THESIS = 'A thesis to its submission date: steady daily sessions';
const KEEPER = 'Goalkeeping: handling, diving from the knees, distribution';
const GAME = 'Fit for a whole game: your team sport';

const ask = (option: string, current: string, target: string, minutes = 30, days = 3) =>
  asker(minutes)(option, current, target, { daysPerWeek: days, weekdays: [...SPREAD_WEEKDAYS[days]!] });
const textOf = async (request: ReturnType<typeof ask>) =>
  (await generateRoadmap(request, builtinProvider)).weeks
    .flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => `${t.title}\n${t.description}`)))
    .join('\n');

describe('a thesis chapter is planned as a thesis, from what the student says they are writing', () => {
  it.each([
    ['PhD student with ADHD: I have my data analysed, 0 words of my discussion chapter', 'finish my 10,000-word discussion chapter'],
    ['doctoral researcher in history', 'draft the introduction chapter by March'],
  ])('%s → %s', async (current, target) => {
    const request = ask('Writing Skills', current, target, 120, 5);
    expect(readBack(request).track.name).toBe(THESIS);
    expect(await textOf(request)).not.toMatch(/LinkedIn|a blog/);
  });

  it('leaves a novelist’s chapter and a chapter with no thesis said to their own paths', () => {
    expect(readBack(ask('Writing Skills', 'I am writing a fantasy novel', 'finish chapter 3')).track.name).not.toBe(THESIS);
    expect(readBack(ask('Writing Skills', 'I keep a diary', 'write the first chapter of my memoir')).track.name).not.toBe(THESIS);
  });
});

describe('a wedding is the person’s own first dance only when it is theirs', () => {
  it('plans salsa for a sister’s wedding as dancing with others, never as a first dance', async () => {
    const p = await customPlan('Learn salsa', 'two left feet, my partner dances well', "dance salsa at my sister's wedding", {
      description: "Dance salsa with my partner at my sister's wedding in May",
    });
    expect(customText(p)).not.toMatch(/first dance/i);
  });

  it.each([['waltz at our wedding'], ["a first dance for when we're getting married in June"]])(
    'plans “%s” as a first dance',
    async (target) => {
      const p = await customPlan('Learn to dance', 'two left feet', target);
      expect(customText(p)).toMatch(/first dance/i);
    },
  );
});

describe('a goalkeeper in Physical Fitness trains as a goalkeeper', () => {
  it('plans handling and diving from the knees, not a run', async () => {
    const request = ask(
      'Physical Fitness',
      "I play 5-a-side on Thursdays, always end up in goal and I'm rubbish at it",
      'be a decent goalkeeper by the end of the season',
    );
    expect(readBack(request).track.name).toBe(KEEPER);
    const text = await textOf(request);
    expect(text).toMatch(/Collapse dive from kneeling/);
    expect(text).not.toMatch(/run\/walk|Brisk walk/i);
  });

  it('leaves a hockey goalkeeper and a fit-for-the-game player to other tracks', () => {
    expect(readBack(ask('Physical Fitness', 'I play hockey', 'be a better hockey goalkeeper')).track.name).not.toBe(KEEPER);
    expect(readBack(ask('Physical Fitness', 'I play 5-a-side once a week', 'last a whole game without dying')).track.name).toBe(GAME);
  });
});

describe('bodyboarding in the sea only in the lifeguards’ season', () => {
  it('says the lifeguards’ season and what to do outside it', async () => {
    const p = await customPlan(
      'Learn to bodyboard',
      'I can swim but never been in the sea much',
      'bodyboard confidently at my local beach in Cornwall',
    );
    expect(p.description).toMatch(/Lifeguards patrol most beaches only in their season/);
    expect(p.description).toMatch(/out of season, keep to the pool/);
  });
});

describe('an exam’s climb is said only where the weeks make it', () => {
  it('tells a school-French nurse aiming at TEF Canada no climb the 26 weeks do not hold', async () => {
    const p = await generateRoadmap(
      ask('French', 'school French 15 years ago, can read a little', 'work as a nurse in Montreal (TEF Canada)', 60, 5),
      builtinProvider,
    );
    expect(p.description).not.toMatch(/they climb/);
    expect(p.description).toMatch(/takes about \d+ hours of study from where you are/);
  });

  it('still tells a B1 learner aiming at the DELE C1 how the weeks climb', async () => {
    const p = await generateRoadmap(
      ask('Spanish', 'B1, I passed DELE B1 two years ago, read news slowly', 'pass the DELE C1 next year', 45, 5),
      builtinProvider,
    );
    expect(p.description).toMatch(/Your exam is at C1, above the level these weeks start towards \(B2\): they climb/);
  });
});

describe('a CEFR level the target names is its aim', () => {
  it('plans a Munich residence permit’s B1 as B1, colleagues said or not', async () => {
    const p = await generateRoadmap(
      ask('German', 'A2, did Duolingo for a year', 'B1 for my residence permit and to talk to colleagues', 60, 5),
      builtinProvider,
    );
    expect(p.title).toBe('German to B1');
    expect(p.description).not.toMatch(/B2 \(discussion/);
  });

  it('still reads a target’s words where it names no level', async () => {
    const p = await generateRoadmap(
      ask('German', 'A2, did Duolingo for a year', 'discuss the news with my colleagues', 60, 5),
      builtinProvider,
    );
    expect(p.title).toBe('German to B2');
  });
});
