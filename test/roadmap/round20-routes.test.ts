import { readBack } from '../../lambdas/roadmap/reading';
import { plan, spreadAsker, textOf } from './read-plan';

/**
 * Three of round 20's people sent to a neighbouring track by one word (docs/evaluation.md, "Round 20"): a student who
 * avoids seminars given a mood log, a freelancer who wants business and personal spending apart given a household's
 * week of receipts ("personal spending" sent her away from the self-employed track), and a vegetarian runner's
 * protein and iron for training given a cookery course because she also said "cook".
 */

describe('a student who avoids seminars is planned the social anxiety ladder, with seminars on it', () => {
  const ask = spreadAsker('Mental Health');
  it.each([
    ['first year at university, I avoid seminars and eat alone', 'speak once in every seminar and join one society'],
    ['I dread tutorials and never say a word', 'feel less anxious at uni'],
    ['second-year student', 'speak up in seminars without my heart racing'],
  ])('“%s” → “%s”', async (current, target) => {
    const request = ask(current, target, 20, 5);
    expect(readBack(request).track.name).toBe('Social anxiety: calls, lunches, being judged');
    expect(textOf(await plan(request))).toMatch(/seminar/);
  });

  it('keeps a lecture someone must give on the talk’s track', () => {
    expect(readBack(ask('lecturer', 'I dread giving my first lecture to 200 students', 20, 5)).track.name).toBe(
      'A talk you dread: rehearsed, tested, given',
    );
  });
});

describe('a self-employed person keeping business and personal spending apart is planned their own tax records', () => {
  const ask = spreadAsker('Expense Tracking Mastery');
  it('“business and personal spending separately” for a tax return is the self-employed track', async () => {
    const request = ask(
      'freelance illustrator, irregular income, receipts in a shoebox',
      'track business and personal spending separately and be ready for my tax return in January',
      20,
      3,
    );
    expect(readBack(request).track.name).toBe('Records for your own tax return, self-employed');
    expect(textOf(await plan(request))).toMatch(/allowable|Allowable/);
  });

  it('a freelancer who only wants to curb personal spending keeps the household track', () => {
    expect(readBack(ask('freelance designer', 'stop overspending on personal spending like takeaways', 20, 3)).track.name).not.toBe(
      'Records for your own tax return, self-employed',
    );
  });
});

describe('eating for training that also says “cook” is planned for the training', () => {
  const ask = spreadAsker('Nutrition Basics');
  it('a vegetarian half-marathoner’s protein and iron, and four dinners cooked', async () => {
    const request = ask(
      'vegetarian, training for a half marathon, always tired',
      'eat enough protein and iron for my training and cook 4 dinners a week',
      40,
      4,
    );
    expect(readBack(request).track.name).toBe('Eating for your training');
    const text = textOf(await plan(request));
    expect(text).toMatch(/Iron with vitamin C/);
    expect(text).toMatch(/tofu, beans and lentils/);
    expect(text).not.toMatch(/chicken|fish/i);
  });

  it('someone who only wants to cook keeps the cooking track', () => {
    expect(readBack(ask('I live on takeaways', 'cook 4 dinners a week', 30, 4)).track.name).toBe('Cooking at home');
  });
});
