import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask } from './language-ask';

/**
 * A professional placed by what they say they do in the language (issue #36, round 12; decision 193): one who
 * reads it at work starts at B1's material, reading said with its CEFR descriptor; one who speaks it every day
 * at work starts at A2's; one who names only their job, or wishes to use the language, starts at the first
 * lesson. People written for this test, in their own words, five languages.
 */

const place = async (option: string, current: string, target = 'use it at work') => {
  const plan = await generateRoadmap(ask(option, current, target, 30, 5), builtinProvider);
  return { description: plan.description, first: plan.weeks[0]!.title };
};

describe('a professional who reads the language', () => {
  it.each([
    ['Spanish', 'I’m a civil engineer who reads technical Spanish'],
    ['Spanish', 'civil engineer; I read specs and standards in Spanish'],
    ['Spanish', 'structural engineer, reading Spanish is fine, speaking is weak'],
    ['German', 'Bauingenieur; I read German DIN standards and site reports'],
    ['French', 'lawyer, I can read French contracts with a dictionary'],
  ])('%s, “%s”: reading read as B2, B1’s material, speaking first — not the first lesson', async (option, current) => {
    const { description, first } = await place(option, current);
    expect(description).toMatch(/Placed from what you said — (you read technical or professional texts|your reading is good)/);
    expect(description).toMatch(/reading about B2/);
    expect(description).toMatch(/its practice puts speaking first/);
    expect(first).toMatch(/\(towards B1\)|\(B1\)/);
  });
});

describe('a professional who speaks the language every day', () => {
  it.each([
    ['Spanish', 'I’m a civil engineer and speak Spanish on site every day'],
    ['Spanish', 'foreman, I talk with Spanish-speaking crews every day but never studied'],
    ['French', 'I’m a nurse and talk with French-speaking patients every shift'],
    ['Italian', 'architect, I speak Italian with clients daily but my grammar is a mess'],
  ])('%s, “%s”: speaking read as A2, A2’s material', async (option, current) => {
    const { description, first } = await place(option, current);
    expect(description).toMatch(/Placed from what you said — you speak \w+ at work or with people every day: speaking about A2/);
    expect(first).toMatch(/\(towards A2\)|\(A2\)/);
  });
});

describe('a professional who says nothing of the language, or only wishes', () => {
  it.each([
    ['Spanish', 'I’m a civil engineer'],
    ['Japanese', 'I’m a software engineer'],
    ['Spanish', 'I speak a little Spanish with the crews on site'],
    ['Spanish', 'I want to speak Spanish at work'],
    ['German', 'I hope to work in German one day'],
  ])('%s, “%s”: the first lesson, nothing said to be placed', async (option, current) => {
    const { description, first } = await place(option, current);
    expect(description).not.toMatch(/Placed from what you said/);
    expect(first).toMatch(/\(towards A1\)/);
  });

  it('someone who works in the language and wants more is still placed by the work', async () => {
    const { description } = await place('Spanish', 'I work in Spanish every day and want to speak better');
    expect(description).toMatch(/you use Spanish at work/);
  });
});
