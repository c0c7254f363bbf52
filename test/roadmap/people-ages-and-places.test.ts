import { isYoung } from '../../lambdas/roadmap/age';
import { onOption } from './track-ask';
import { plan as customPlan, textOf } from './custom-ask';

/**
 * Issue #36 part 3 (round 15, decision 253): the person's words shape the weeks. A Year 11 pupil with exam
 * stress, low mood and a temper was sent to NHS Talking Therapies, an adult service, and the Respect
 * Phoneline, a line for adults abusive to a partner; a young person now gets the help that serves them,
 * by country. People written for this test.
 */

const everything = (p: { description: string; weeks: unknown }) => `${p.description}\n${JSON.stringify(p.weeks)}`;
const ADULT_ONLY = /Talking Therapies|Respect Phoneline|The Hotline|National Domestic Abuse Helpline|Beat’s helpline \(0808 801 0677\)/;

describe('a young person is read from their own words, as their country is', () => {
  it.each([
    "I'm in Year 11 and my GCSEs are stressing me out",
    "I'm 15 and I can't sleep",
    'year 10 student, I worry about everything',
    'revising for my A levels and I feel sick every morning',
    "I'm in sixth form and I feel low",
    'high school junior, I am 16 and feel down',
    "my mum says I don't eat enough",
    'as a 14-year-old I get so angry',
    // A pupil's own teacher or tutor is no sign of an adult (round 15's review).
    "I'm in Year 11 and my form tutor says I panic in exams",
    'Revising for my GCSEs with a tutor',
    "I'm a 15 year old girl and I feel anxious",
    '15 year old here, I cry before school',
  ])('“%s” is a young person', (words) => {
    expect(isYoung(words)).toBe(true);
  });

  it.each([
    "I'm in year 11 of my marriage and we argue a lot",
    'I drive a 15-year-old car and road rage gets me',
    'I teach Year 11 and their GCSEs stress me out',
    "I'm a Year 11 form tutor and I'm burnt out",
    'my son is 15 and doing his GCSEs',
    "I'm 15 minutes late to everything",
    "I'm 16 stone and want to lose weight",
    'in high school I was bullied, now I am 34',
    'I failed my A levels 20 years ago and still feel stupid',
    "I'm 17 years into my career and burnt out",
    "I'm 35 and my mum says I work too much",
    'my mum says I should eat more, my husband agrees',
    // Someone else's age, a number that is no age, an adult's course (round 15's review).
    'My daughter, aged 15, panics in exams and so do I at work',
    "I've been drawing since age 12",
    "I'm 17 years sober",
    'as a 12 string guitar player',
    "I'm taking a level 3 diploma in plumbing",
    'I never finished my high school diploma',
    'My mum makes me lunch on workdays',
  ])('“%s” is not', (words) => {
    expect(isYoung(words)).toBe(false);
  });
});

describe('the help a young person is sent to, in every track that refers', () => {
  const mind = onOption('Mental Health');

  it('a Year 11 pupil who snaps at their mum: an adult they trust, the school counsellor, CAMHS, Childline — no adult service', async () => {
    const p = await mind.plan(
      "I'm in Year 11 and my GCSEs are stressing me out, I can't sleep and I snap at my mum",
      'feel calmer and less angry before my exams',
      20,
      5,
    );
    const all = everything(p);
    expect(all).not.toMatch(ADULT_ONLY);
    expect(textOf(p)).toMatch(/If your anger has frightened or hurt someone at home or at school: tell an adult you trust/);
    expect(textOf(p)).toMatch(/your GP can refer you to CAMHS/);
    expect(p.description).toMatch(/Childline, 0800 1111/);
    expect(textOf(p)).toContain('Tell your mum about the time-out');
    // A pupil's fuels and words, not an adult's after-work drink or a toddler's shoes.
    expect(textOf(p)).toMatch(/Cut one fuel for the week: energy drinks, skipped meals or a late night on your phone/);
    expect(textOf(p)).not.toMatch(/a night without alcohol|put your shoes on|the hour after work/);
  });

  it.each([
    ["I'm 15 and I go blank in exams, my mocks are in January", 'stay calm in my GCSE exams', 30, 4, /Kooth|Childline/],
    ["I'm 16 and I've felt low for months, sixth form is hard", 'feel like myself again', 20, 7, /Childline on 0800 1111/],
    ['year 10 student, I worry about everything at night', 'worry less', 15, 2, /Childline on 0800 1111/],
  ])('“%s”: the young person’s own services', async (current, target, minutes, days, help) => {
    const p = await mind.plan(current, target, minutes, days);
    const all = everything(p);
    expect(all).not.toMatch(ADULT_ONLY);
    // An adult's self-referral, however it is worded, is not theirs.
    expect(all).not.toMatch(/refer yourself/);
    expect(all).toMatch(help);
  });

  it('an American high school junior: a school counselor, the pediatrician and 988, not the UK’s', async () => {
    const p = await mind.plan("high school junior in Texas, I'm 16 and I panic before tests", 'stop panicking', 20, 3);
    const all = everything(p);
    expect(all).toMatch(/988 \(the Suicide & Crisis Lifeline, for every age\)/);
    expect(all).toMatch(/school counselor; your pediatrician can refer you/);
    expect(all).not.toMatch(ADULT_ONLY);
    expect(all).not.toMatch(/Childline|CAMHS/);
  });

  it('a 14-year-old who cannot sleep is told a teenager’s hours and not to shorten their nights alone', async () => {
    const p = await onOption('Sleep Improvement').plan("I'm 14 and I can't fall asleep before 1am on school nights", 'sleep by 11', 20, 7);
    expect(p.description).toMatch(/Under 18 you need 8–10 hours a night \(AASM\): shorten it only with your GP or school nurse/);
  });

  it('a thin 15-year-old whose mum worries: a teen BMI centile and Beat’s Youthline', async () => {
    const food = onOption('Nutrition Basics');
    const p = await food.plan("I'm 15 and skinny, my mum says I'm underweight", 'put on 5 kg', 20, 5);
    const text = textOf(p);
    expect(text).toMatch(/BMI healthy weight calculator with your age \(under 18 it gives a centile/);
    expect(text).toMatch(/Beat's Youthline \(0808 801 0711/);
  });

  it.each([
    // Negatives: adults whose words hold a school year, an age or an exam keep the adult services.
    ['I snap at my wife, we are in year 11 of our marriage', 'stop shouting', /Respect Phoneline/],
    ['I teach Year 11 and panic attacks hit me before lessons', 'stay calm at work', /NHS Talking Therapies/],
    ['I lose my temper in my 15-year-old car with other drivers', 'stay calm when I drive', /Respect Phoneline/],
  ])('an adult: “%s” keeps the adult’s services', async (current, target, adult) => {
    const p = await mind.plan(current, target, 20, 4);
    const all = everything(p);
    expect(all).toMatch(adult);
    expect(all).not.toMatch(/Childline|under 18/);
  });
});

describe('a graduate’s first creative job in the graduate’s own country', () => {
  const jobs = onOption('Job Search Strategy');
  const UK = /Prospects|ScreenSkills|the IPA lists|NCTJ|GOV\.UK|Society of Young Publishers|BookCareers/;

  it.each([
    [
      'I graduated from Ohio State in May with a communications degree',
      'get my first job in publishing',
      30,
      4,
      [/BLS Occupational Outlook Handbook/, /Bookjobs\.com/, /Young to Publishing Group/, /Fact Sheet #71/, /your résumé must show/],
    ],
    [
      'international student on F-1, graduating from NYU in May',
      'break into TV',
      45,
      3,
      [/NBCUniversal's Page Program/, /post-completion OPT/, /EntertainmentCareers\.net/],
    ],
    [
      'just finished my degree in Melbourne, working in a bar',
      'get a graduate job in advertising',
      20,
      5,
      [/GradConnection and Prosple list them/, /GradConnection, Prosple, SEEK/, /Fair Work Ombudsman/],
    ],
    [
      'final year BA student in Delhi',
      'break into journalism',
      60,
      2,
      [/campus placements \(the placement cell's calendar\)/, /Naukri, LinkedIn, Internshala/, /pay a stipend/],
    ],
  ])('“%s” → “%s”: the ways in where they are', async (current, target, minutes, days, wanted) => {
    expect(jobs.trackOf(current, target)).toBe("A graduate's first job in a competitive creative industry");
    const text = textOf(await jobs.plan(current, target, minutes, days));
    for (const w of wanted) expect(text).toMatch(w);
    expect(text).not.toMatch(UK);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('a graduate in Leeds keeps the UK’s ways in, and “opt out” is no visa', async () => {
    const text = textOf(
      await jobs.plan('English graduate working in a café in Leeds, I opt out of unpaid work', 'get into publishing', 30, 4),
    );
    expect(text).toMatch(/Prospects \(the UK graduate careers site\)/);
    expect(text).toMatch(/National Minimum Wage/);
    expect(text).not.toMatch(/OPT|Handshake|résumé/);
  });
});

describe('car care in an American’s words', () => {
  const ask = async (title: string, current: string) => textOf(await customPlan(title, current, 'do my own checks'));

  it('an owner in Ohio reads tire, hood, washer fluid, trunk and a mechanic', async () => {
    const text = await ask('Look after my car', 'I just drive it, I live in Ohio');
    expect(text).toMatch(/Check the tire pressures cold/);
    expect(text).toMatch(/Open the hood/);
    expect(text).toMatch(/washer fluid/);
    expect(text).toMatch(/the lug wrench and the wheel lock key/);
    expect(text).not.toMatch(/\btyres?\b|\bbonnet\b|\bscreenwash\b|\bhandbrake\b|wheel brace/i);
  });

  it('an owner in Leeds keeps tyre, bonnet and screenwash; a 15-year-old car is no teenager', async () => {
    const text = await ask('Look after my car', 'I drive a 15-year-old car in Leeds and never opened the bonnet');
    expect(text).toMatch(/Check the tyre pressures cold/);
    expect(text).toMatch(/Open the bonnet/);
    expect(text).toMatch(/screenwash/);
    expect(text).not.toMatch(/\btires?\b|washer fluid|under 18/);
  });
});

describe('the doctor a person sees first, in their country’s word', () => {
  it.each([
    ["burnt out nurse in Chicago, I can't sleep", 'recover from burnout', /see your doctor/, /\bGPs?\b/],
    ['burnt out teacher in Leeds', 'recover from burnout', /see your GP/, /your doctor\b/],
  ])('“%s”', async (current, target, own, other) => {
    const p = await onOption('Mental Health').plan(current, target, 30, 3);
    const all = everything(p);
    expect(all).toMatch(own);
    expect(all).not.toMatch(other);
  });

  it('a Canadian with insomnia takes the diary to a family doctor', async () => {
    const p = await onOption('Sleep Improvement').plan('insomnia for years, I live in Toronto', 'sleep through the night', 30, 3);
    expect(everything(p)).toMatch(/family doctor/);
    expect(everything(p)).not.toMatch(/\bGPs?\b/);
  });
});
