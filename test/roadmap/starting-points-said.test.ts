import { onOption } from './track-ask';
import { goal, plan as customPlan, textOf, weekOf } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';

/**
 * Round 17's readings (issue #36 items 2 and 3, decision 293): a plan starts from what the person says.
 * A violinist who stopped at grade 2 thirty years ago got "The part in your hands" for an orchestra they
 * had not found; someone who knows the chess moves was taught how the pieces move; a person renting alone
 * was told to agree a split and fill "the joint pot". The people are written for this file, at 2 to 7 days
 * and 10 to 120 minutes, with the words that must not choose these paths.
 */

describe('a player coming back after years to a band or orchestra, as a returners’ orchestra conductor reads it', () => {
  const { trackOf, plan } = onOption('Music (Instrumental Practice)');
  const RETURNER = 'Coming back to an instrument after years';
  const ENSEMBLE = 'Playing in a band, orchestra or ensemble';

  it.each([
    ['played violin as a child to grade 2, 30 years ago', 'play in a community orchestra', 30, 5, 'violin', /bow rehaired/],
    ['trumpet to grade 4 in my teens', 'play in a brass band', 20, 6, 'trumpet', /valves cleaned and oiled/],
    ["played clarinet at school up to grade 5, haven't played for 20 years", 'join a wind band', 45, 3, 'clarinet', /new reeds/],
    ['used to play the viola', 'play second viola in an orchestra', 60, 2, 'viola', /the bridge straight, the soundpost/],
    ['played double bass as a student, 25 years ago', 'play in a jazz band', 10, 7, 'double bass', /new strings/],
    ['had flute lessons when I was a teenager', 'join the rehearsals of a local concert band', 120, 4, 'flute', /pads seating/],
  ])(
    '“%s” → “%s” (%i min, %i days): serviced, rebuilt, then a group found',
    async (current, target, minutes, days, instrument, service) => {
      expect(trackOf(current, target)).toBe(RETURNER);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      expect(p.weeks[0]!.title).toBe(`Week 1: Serviced, and the first sounds back on your ${instrument}`);
      expect(text).toContain(`Get your ${instrument} checked`);
      expect(text).toMatch(service);
      expect(text).toMatch(/Scales from your old grade/);
      expect(text).toMatch(/Go to the taster rehearsal/);
      expect(weekOf(p, /^Go to the taster rehearsal/)).toBeGreaterThan(weekOf(p, /^Scales from your old grade/));
      expect(text).not.toMatch(/The parts for the next rehearsal|Get the parts for the next rehearsal/);
    },
  );

  it('grade 2 reads from Grade 1 up, never "two grades below" it; the orchestra one that takes returners', async () => {
    const p = await plan('played violin as a child to grade 2, 30 years ago', 'play in a community orchestra', 30, 5);
    const text = textOf(p);
    expect(text).toContain('Sight-reading at Grade 1, the first graded book, up towards the Grade 2 you reached');
    expect(text).not.toMatch(/two grades below the Grade 2/);
    expect(text).toMatch(/a community orchestra that welcomes returners \(Making Music’s directory/);
    expect(p.description).toMatch(/many community orchestras and bands ask about Grade 5 \(Buxted Symphony Orchestra’s guide/);
    expect(p.description).toMatch(/each grade above it takes a teacher and months, not weeks/);
  });

  it('a grade 7 returner still sight-reads two grades below where they stopped', async () => {
    const text = textOf(await plan('grade 7 cello, stopped 12 years ago', 'join an amateur orchestra', 40, 4));
    expect(text).toContain('two grades below the Grade 7 you reached');
  });

  it.each([
    ['played flute as a child, joined the community orchestra last month', 'keep up in rehearsals'],
    ['I play in a wind band, second clarinet', 'play my part better at rehearsals'],
    ['I already play in our town band, stopped lessons 10 years ago', 'get ready for the town band concert'],
    ['grade 6 violin, play every week', 'join a community orchestra'],
    ['played cornet at school, grade 4, nothing for 20 years', 'pass the audition for our village brass band'],
    ['I played trombone at school, 15 years ago', 'join the town band, first rehearsal on 12 March'],
  ])('“%s” → “%s” is in the group, playing now or has its audition or first rehearsal: the ensemble’s own path', (current, target) => {
    expect(trackOf(current, target)).toBe(ENSEMBLE);
  });

  it.each([
    ['played piano as a child, 20 years ago', 'play Für Elise'],
    ['I sang in a choir at school', 'sing in a community choir'],
  ])('“%s” → “%s” is not the returner’s orchestra path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(RETURNER);
  });
});

describe('a game whose rules the person knows starts past them, as a club coach reads it', () => {
  const trackName = (title: string, current: string, target: string) => readBack(goal(title, current, target)).track.name;

  it.each([
    ['Get better at chess', 'never played chess seriously, know the moves', '1200 rapid rating', 30, 5],
    ['Chess', 'I know how the pieces move but lose every game', 'beat my brother at chess', 15, 3],
    ['Improve at chess', 'played a bit with friends', 'win a game at the local chess club', 60, 2],
    ['Chess', 'I can play, no rating yet', 'get a rating on lichess', 90, 6],
  ])('%s, “%s” → “%s” (%i min, %i days): the rating and real games first, not the rules', async (title, current, target, minutes, days) => {
    const p = await customPlan(title, current, target, { minutes, days });
    expect(p.weeks[0]!.title).toBe('Week 1: Your rating, your games, and tactics every day');
    expect(textOf(p)).not.toMatch(/The rules: how each piece moves and captures/);
    expect(textOf(p)).toMatch(/if you cannot yet mate with king and queen against a lone king every time, practise that/);
    expect(textOf(p)).not.toMatch(/week-2 baseline/);
  });

  it.each([
    ['Chess', 'never played chess', 'beat my dad at chess'],
    ['Learn chess', "I don't know the moves", 'play a full game'],
    ['Chess', 'complete beginner', 'learn how the pieces move'],
  ])('%s, “%s” → “%s”: the rules come first', async (title, current, target) => {
    const p = await customPlan(title, current, target, { minutes: 30, days: 4 });
    expect(p.weeks[0]!.title).toBe('Week 1: How the pieces move, and first games');
  });

  it.each([
    ['Catan', 'I know how to play but lose every game', 'win more games of Catan', /^Week 1: The rules/],
    ['Magic: The Gathering', 'played a bit with friends', 'go to Friday Night Magic', /^Week 1: The rules/],
  ])('%s, “%s”: not taught its rules again', async (title, current, target, rules) => {
    expect(trackName(title, current, target)).not.toBe('general');
    const p = await customPlan(title, current, target, { minutes: 45, days: 3 });
    expect(p.weeks[0]!.title).not.toMatch(rules);
  });
});

describe('a first home’s deposit is one person’s unless they say otherwise, as a money adviser reads it', () => {
  const { trackOf, plan } = onOption('Saving for a Goal');
  const HOME = 'A deposit for your first home';
  const COUPLE = 'A first home’s deposit, saved as a couple';
  const COUPLE_WORDS = /both of you|you both|the joint pot|Agree the split|each of you|a couple’s budget|money date/i;

  it.each([
    ['I save what is left at the end of the month, renting', 'save a £15,000 house deposit in 3 years', 15, 2],
    ['single, renting, £2,000 saved', 'buy my first flat', 15, 4],
    ['I live with my parents and save nothing', 'a $30,000 down payment in 4 years', 10, 5],
    ['my husband passed away last year, renting', 'save a house deposit', 20, 2],
    ['saving on my own since my boyfriend and I split up', '£10k house deposit', 45, 3],
    ['I’m 27 in Glasgow, earn £2,400 a month', 'first-time buyer deposit of £18,000', 60, 7],
  ])('“%s” → “%s” (%i min, %i days): one person’s budget, pot and credit', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(HOME);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(/Your take-home pay, savings and debts on one page/);
    expect(text).toMatch(/Save first, not what is left: the transfer the day after payday/);
    expect(text).toMatch(/Bills from one account, your spending money from another/);
    expect(text).toMatch(/^Check your credit /m);
    expect(text).not.toMatch(COUPLE_WORDS);
    expect(p.weeks.map((w) => w.title).join('\n')).not.toMatch(/couple/i);
  });

  it.each([
    ['my partner and I rent a flat in Leeds', 'save a £20,000 deposit for our first home by 2028', 20, 3],
    ['we save £300 a month', 'deposit for a house in 2 years', 30, 2],
    ['my wife and I both work', 'a house deposit of £25,000', 60, 4],
    ['renting with my fiancée', 'buy our first home in 3 years', 15, 6],
  ])('“%s” → “%s” (%i min, %i days): the couple’s joint pot and split', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(COUPLE);
    const text = textOf(await plan(current, target, minutes, days));
    expect(text).toMatch(/Both of you: take-home pay, savings and debts on one page/);
    expect(text).toMatch(/Agree the split: 50\/50 or by income/);
    expect(text).not.toMatch(/Saving alone: skip this/);
  });

  it('the Lifetime ISA is one account’s bonus for one person, and a couple’s each', async () => {
    const one = textOf(await plan('renting alone in Bristol', 'save £12,000 for a house deposit', 30, 3));
    expect(one).toMatch(/the government adds 25%, up to £1,000 a year\./);
    expect(one).toMatch(/Up to £333 a month goes into it \(£4,000 a year\); the rest to your deposit pot/);
    expect(one).not.toMatch(/a couple can get up to £2,000/);
    const two = textOf(await plan('my partner and I rent in Bristol', 'save £12,000 for a house deposit', 30, 3));
    expect(two).toMatch(/a couple can get up to £2,000 a year/);
  });

  it.each([
    ['we rent a room', 'save £1,500 for a tenancy deposit'],
    ['my wife and I save a little', '£8,000 for our wedding'],
    ['I save what is left', 'a 3-month emergency fund'],
  ])('“%s” → “%s” is neither home path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(HOME);
    expect(trackOf(current, target)).not.toBe(COUPLE);
  });
});
