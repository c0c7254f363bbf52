import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { constraintNames } from '../../lambdas/roadmap/person';
import { ask, everything } from '../support/plan-reading';

/**
 * A constraint fires for the person it is about, now (issue #36, round 9, decision 120): a pregnancy
 * that is over, someone else's condition (a son's ADHD, a husband's back), an injury that has healed or
 * someone else's baby add nothing; the same words about the person themselves still do. And the common
 * words that only look like a constraint ("add more vegetables", "awkward hours", "back to the gym after
 * a bad year", "exhausted the next day" after a sleepless night) are not one. People written for these tests.
 */

const names = (option: string, current: string, target: string) =>
  constraintNames({ option, answers: { currentLevel: current, targetLevel: target } });
type Case = [option: string, current: string, target: string, constraint: string];
/** People whose words name the constraint without it being theirs, now: it does not fire. */
const hasNo = (cases: Case[]) =>
  it.each(cases)('%s: “%s” → “%s” has no %s', (option, current, target, name) => {
    expect(names(option, current, target)).not.toContain(name);
  });
/** The same words about the person themselves: it still fires. */
const has = (cases: Case[]) =>
  it.each(cases)('%s: “%s” → “%s” has %s', (option, current, target, name) => {
    expect(names(option, current, target)).toContain(name);
  });

describe('a pregnancy that is over, or someone else’s', () => {
  hasNo([
    ['Physical Fitness', 'had my son 5 months ago, I ran a lot before pregnancy', 'run 5k again', 'pregnancy'],
    ['Physical Fitness', 'new mum, 10 weeks post-partum', 'lose the pregnancy weight', 'pregnancy'],
    ['Mental Health', 'I have felt flat since my pregnancy, the baby is 3 months old', 'enjoy things again', 'pregnancy'],
    ['Physical Fitness', 'my wife is pregnant with our first', 'get fit before the birth', 'pregnancy'],
    ['Nutrition Basics', 'my partner is expecting our first in May', 'cook healthier dinners for us', 'pregnancy'],
  ]);

  it('a postpartum runner gets the new baby’s words and no pregnancy ones in the plan', async () => {
    const request = ask('Physical Fitness', 'new mum, 4 months postpartum, ran before pregnancy', 'get back to running 5k', 30, 3);
    const plan = await generateRoadmap(request, builtinProvider);
    // Decision 275: the postnatal track says the new baby's words itself.
    expect(plan.description).not.toMatch(/You mention pregnancy|after 16 weeks|talk to your midwife/);
    expect(plan.description).toMatch(/6–8 week postnatal check/);
    expect(readBack(request).constraints ?? []).not.toContain('pregnancy');
  });

  has([
    ['Physical Fitness', 'I’m 22 weeks pregnant, I ran before pregnancy', 'keep running gently', 'pregnancy'],
    ['Mental Health', 'second trimester and anxious all the time', 'feel calmer', 'pregnancy'],
    ['Nutrition Basics', 'pregnant with my second, I have a toddler', 'eat well for the baby', 'pregnancy'],
    // A pregnancy happening now, in the words of its months: never read as over.
    ['Physical Fitness', 'I jog twice a week', 'keep jogging safely during my pregnancy', 'pregnancy'],
    ['Physical Fitness', 'I lift at the gym', 'stay strong throughout this pregnancy', 'pregnancy'],
    ['Mental Health', 'I feel on edge through my pregnancy', 'feel calmer', 'pregnancy'],
    ['Nutrition Basics', 'I snack a lot', 'eat well during pregnancy', 'pregnancy'],
  ]);

  hasNo([
    ['Physical Fitness', 'I was pregnant last year and stopped running', 'run 5k again', 'pregnancy'],
    ['Mental Health', 'low since my baby was born, after pregnancy nothing felt the same', 'feel like me', 'pregnancy'],
    ['Physical Fitness', 'recovering from pregnancy, baby is 6 months', 'get strong again', 'pregnancy'],
  ]);
});

describe('someone else’s condition, and a past that has healed', () => {
  hasNo([
    ['Habits Building', 'my son has ADHD and mornings are chaos', 'a calm morning routine', 'ADHD'],
    ['Habits Building', 'I teach kids with ADHD', 'read every evening', 'ADHD'],
    ['Physical Fitness', 'my husband has a bad back so I walk alone', 'walk 10k a day', 'pain or an injury'],
    ['Physical Fitness', 'my old ankle injury is fully healed', 'run a 10k', 'pain or an injury'],
    ['Physical Fitness', 'I had sciatica years ago', 'get stronger', 'pain or an injury'],
    ['Mental Health', 'my partner is burnt out and I want to support him', 'worry less', 'burnout'],
    ['Mental Health', 'I care for my mum, she has dementia', 'look after myself too', 'burnout'],
    ['Job Search Strategy', 'my husband was laid off in June', 'find a better-paid job', 'being laid off'],
    ['Networking Skills', 'my daughter is very shy', 'meet people in my industry', 'shyness'],
  ]);

  has([
    ['Habits Building', 'I have ADHD, like my son', 'a calm morning routine', 'ADHD'],
    ['Physical Fitness', 'I hurt my knee years ago and it still aches', 'walk further', 'pain or an injury'],
    ['Mental Health', 'I care for my dad and I’m burnt out', 'look after myself', 'burnout'],
    ['Job Search Strategy', 'my partner and I were both laid off', 'find work', 'being laid off'],
    // The person's own complaint in a clause that also speaks of their past, or of someone else.
    ['Physical Fitness', 'I used to play football but my knee hurts now', 'jog 5k', 'pain or an injury'],
    ['Physical Fitness', 'I cycled loads years ago and my hip aches on stairs these days', 'cycle to work', 'pain or an injury'],
    ['Physical Fitness', 'I used to swim, so I know my shoulder is sore after long sessions', 'swim a mile', 'pain or an injury'],
    ['Physical Fitness', 'my wife got me into hiking and my ankle hurts on descents', 'hike a mountain', 'pain or an injury'],
    ['Physical Fitness', 'my brother trains with me but my back is sore afterwards', 'get fitter', 'pain or an injury'],
    ['Physical Fitness', 'since my son was born I have had a sore lower back', 'get fitter', 'pain or an injury'],
    ['Physical Fitness', 'After my twins arrived I’ve had knee pain', 'walk 10k', 'pain or an injury'],
  ]);
});

describe('words that only look like a constraint', () => {
  hasNo([
    ['Nutrition Basics', 'I want to add more vegetables', 'five a day', 'ADHD'],
    ['Networking Skills', 'I work awkward hours in a hospital', 'meet people in my field', 'shyness'],
    ['Sleep Improvement', 'I lie awake for hours and I’m exhausted the next day', 'sleep through', 'burnout'],
    ['Physical Fitness', 'getting back to the gym after a bad year', 'feel strong again', 'pain or an injury'],
    ['Mental Health', 'I need to let go of old grudges', 'feel lighter', 'being laid off'],
  ]);

  has([
    ['Nutrition Basics', 'I have ADD and forget to eat', 'regular meals', 'ADHD'],
    ['Networking Skills', 'I feel awkward meeting new people', 'go to one event a month', 'shyness'],
    ['Mental Health', 'exhausted by my job, I cry on Sundays', 'feel like myself', 'burnout'],
  ]);

  it('“back to the gym after a bad year” is not a painful back’s plan', () => {
    expect(
      readBack(ask('Physical Fitness', 'getting back to the gym after a bad year', 'feel strong again', 45, 3)).track?.name,
    ).not.toMatch(/painful back|Low impact/);
  });
});

describe('someone else’s baby', () => {
  it.each([
    ['Physical Fitness', 'my daughter just had a baby and I help out a lot', 'get fitter'],
    ['Spanish', 'I babysit my grandson on Tuesdays', 'speak Spanish with him'],
    ['Saving for a Goal', 'my sister had a baby in March', 'save for a holiday'],
  ])('%s: “%s” → “%s” has no new baby of their own', (option, current, target) => {
    expect(names(option, current, target)).not.toContain('a new baby');
    expect(names(option, current, target)).not.toContain('children in the budget');
  });

  it('a parent’s own baby still counts', () => {
    expect(names('Physical Fitness', 'my daughter is 4 months old and wakes twice a night', 'get fitter')).toContain('a new baby');
  });
});

it('a plan for a person whose son has ADHD says nothing of ADHD', async () => {
  const plan = await generateRoadmap(
    ask('Habits Building', 'my son has ADHD and mornings are chaos', 'a calm morning routine', 20, 5),
    builtinProvider,
  );
  expect(everything(plan)).not.toMatch(/You mention ADHD|body doubling/i);
});
