import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * Worry (issue #36, round 10): generalised worry, money worry and rumination — someone divorced who wakes at
 * 4am worrying about money, a new dad who overthinks everything, a student whose mind races at night. The
 * plan gives worry a set 15–20 minutes, sorts worries with the worry tree, solves one practical problem step
 * by step (for money: free debt advice named and a budget started), meets what-if worries with experiments
 * on uncertainty (Dugas), wins back the evenings, and says early waking and low mood after a loss are
 * reasons to see a GP. Panic in a named place, grief and burnout keep their tracks. People written for this
 * test, read as a CBT therapist would.
 */

const { trackOf, plan } = onOption('Mental Health');
const WORRY = 'Worry: worry time, practical problems, uncertainty';
/** Each country's free debt advice, as the plan names it; no country said names the UK's and the US's as such. */
const [UK, US, CA, IE, AU, NZ] = [
  /StepChange \(stepchange\.org\)/,
  /NFCC/,
  /Credit Counselling Canada/,
  /MABS/,
  /ndh\.org\.au/,
  /MoneyTalks/,
];
const ADVICE = [UK, US, CA, IE, AU, NZ];
const NOWHERE = /Free debt advice where you live — StepChange or National Debtline in the UK, a nonprofit NFCC counselor in the US/;
/** Each country's talking therapy, as its worry week names it (decision 260). */
const THERAPY = new Map<RegExp, RegExp>([
  [UK, /NHS Talking Therapies/],
  [US, /licensed therapist/],
  [CA, /family doctor can refer you; 211/],
  [IE, /the HSE’s counselling/],
  [AU, /mental health treatment plan/],
  [NZ, /1737/],
  [NOWHERE, /your doctor can refer you to a talking therapy/],
]);

describe('worry, as a CBT therapist reads the plan', () => {
  it.each([
    ['Since my divorce I wake at 4am, mind racing, worrying about money', 'worry less and feel in control of my evenings', NOWHERE],
    ['behind on rent and my overdraft is maxed, it goes round and round in my head', 'sleep through the night again', NOWHERE],
    ['behind on council tax in Leeds, it goes round and round in my head', 'sleep through the night again', UK],
    ['my credit cards are at the limit and I worry constantly, $8,000 in debt', 'stop panicking about money', US],
    ['mortgage arrears in Dublin, I ruminate all night', 'a calmer mind', IE],
    // The country is where the words place them, not the currency sign: dollars in Toronto, Brisbane or Auckland are not the US's.
    ['I live in Toronto and owe $12,000 on two credit cards, I lie awake worrying', 'stop the money worry', CA],
    ['$9k of debt in Brisbane and I worry about it every night', 'feel calmer about money', AU],
    ['I live in Auckland, behind on bills and I worry about money every night', 'stop worrying every night', NZ],
  ])('%s → %s: worry time, the tree, the money problem with free advice and a budget', async (current, target, advice) => {
    expect(trackOf(current, target)).toBe(WORRY);
    const p = await plan(current, target, 30, 4);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [
      /^Start a worry log/,
      /^Set a worry time: 15–20 minutes/,
      /^Sort every worry in your log: practical/,
      /^Write your money worry as one problem you can act on/,
      /^Contact free debt advice/,
      /^Start a budget/,
      /^In worry time, write the uncertainty under each what-if worry/,
      /^A small experiment with uncertainty/,
      /^Plan this week’s evenings/,
      /^Write a one-page plan/,
    ]);
    expect(text).toMatch(advice);
    // One country's advice only where the words place them: never the NFCC for a Canadian or an Australian.
    if (advice !== NOWHERE) for (const other of ADVICE.filter((o) => o !== advice)) expect(text).not.toMatch(other);
    expect(text).toMatch(/worry tree \(Butler and Hope\)/);
    expect(text).toMatch(/Dugas/);
    // Their own country's talking therapy: NHS Talking Therapies only in the UK (decision 260).
    expect(text).toMatch(THERAPY.get(advice)!);
    if (advice !== UK && advice !== NOWHERE) expect(text).not.toMatch(/Talking Therapies/);
    // Not the general course's thought records or the exposure week.
    expect(text).not.toMatch(/thought record|exposure|ladder/i);
  });

  it('the man who wakes at 4am after his divorce is told early waking and low mood after a loss are reasons to see a GP', async () => {
    const p = await plan(
      'Since my divorce I wake at 4am, mind racing, worrying about money',
      'worry less and feel in control of my evenings',
      20,
      5,
    );
    expect(p.description).toMatch(/Waking in the early hours .* worth telling your GP/);
    expect(p.description).toMatch(/After a loss — a divorce or separation/);
    expect(p.description).toMatch(/NICE CG113/);
  });

  it.each([
    ['I overthink everything since the baby came', 'stop the what-ifs taking over', /one practical worry from your list/],
    [
      'GAD diagnosed last year, worrying about my health and my kids',
      'spend less of the day worrying',
      /one practical worry from your list/,
    ],
    ['student, my mind races every night before exams', 'switch off in the evenings', /one practical worry from your list/],
  ])('%s → %s: the worry track without money advice', async (current, target, problem) => {
    expect(trackOf(current, target)).toBe(WORRY);
    const text = textOf(await plan(current, target, 30, 4));
    expect(text).toMatch(problem);
    expect(text).not.toMatch(/StepChange|debt advice|budget/);
  });

  it.each([
    [2, 15],
    [4, 45],
    [7, 60],
  ])('read whole at %i days and %i minutes: every week on the days and within them', async (days, minutes) => {
    const p = await plan('worrying about bills every night since I lost my job', 'feel in control of money and sleep', minutes, days);
    expectOnTheirDays(p, minutes, days);
    const titles = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(titles.filter((t) => /^Contact free debt advice/.test(t))).toHaveLength(1);
    expect(titles.at(-1)).toMatch(/^Milestone: Your evenings planned and a one-page worry plan/);
  });

  it.each([
    ['I get panicky in supermarkets', 'do the weekly shop alone'],
    ['my dad died in March and I worry about everything', 'get through the workday'],
    ['burnt out at work and worrying about deadlines', 'recover and set boundaries'],
    ['often stressed and tired', 'a steady routine that keeps me well'],
    ['low mood, nothing feels fun', 'enjoy things again'],
    ['don’t worry about money, I just feel flat', 'more energy'],
  ])('%s → %s: not the worry track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(WORRY);
  });
});
