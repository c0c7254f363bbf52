import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryOf } from '../../lambdas/roadmap/locale';
import { onOption } from './track-ask';

/**
 * Round 15's review (findings 3, 5 and 9; decision 260): the plans told everyone outside the US to call 999
 * for a stroke, sent an American, a Canadian or an Australian adult to NHS Talking Therapies, and placed a
 * Formula 1 fan in the US. Where a plan sends a person for help is now their country's. People written for
 * this test.
 */

const everything = (p: { description: string; weeks: unknown }) => `${p.description}\n${JSON.stringify(p.weeks)}`;

describe('the emergency number is the country’s', () => {
  const fitness = onOption('Physical Fitness');
  const after = (place: string) => `I had a stroke in March${place}, I can walk to the garden with a stick`;

  it.each([
    [' in Leeds', /call 999 at once/],
    [' in Ohio', /call 911 at once/],
    [' near Melbourne', /call 000 at once/],
    [' in Auckland', /call 111 at once/],
    [' in Dublin', /call 112 or 999 at once/],
    [' in Pune', /call 112 \(or 108 for an ambulance\) at once/],
    ['', /call your local emergency number \(999 in the UK, 911 in the US, 112 in the EU\) at once/],
  ])('a stroke%s: FAST and %s', async (place, call) => {
    const p = await fitness.plan(after(place), 'walk to the shops and back', 20, 4);
    expect(fitness.trackOf(after(place), 'walk to the shops and back')).toMatch(/after a stroke/);
    expect(p.description).toMatch(/Know FAST/);
    expect(p.description).toMatch(call);
  });

  it('an Australian after a stroke reads 000 everywhere, never 999 or 911', async () => {
    const p = await fitness.plan(after(' in Brisbane'), 'walk round the block', 30, 6);
    const all = everything(p);
    expect(all).toMatch(/\b000\b/);
    expect(all).not.toMatch(/\b(999|911)\b/);
  });

  it('a heart: chest pain that does not pass is the country’s number', async () => {
    const current = 'I had a heart attack in June and live in Wellington, New Zealand';
    const p = await fitness.plan(current, 'walk for 30 minutes', 20, 5);
    expect(p.description).toMatch(/Chest pain that does not pass within a few minutes of rest is an emergency: call 111\./);
  });

  it.each([
    ['I was in hospital with pneumonia; I want to walk to my daughter Tia’s house', 'walk to Tia’s house'],
    ['I was in hospital with heat stroke last summer and I am still weak', 'walk to the shops'],
    ['I was in hospital after sunstroke on holiday', 'walk to the park'],
  ])('a hospital stay, not a stroke: “%s”', async (current, target) => {
    expect(fitness.trackOf(current, target)).toMatch(/after a stroke, an illness or a hospital stay/);
    const p = await fitness.plan(current, target, 30, 3);
    expect(p.description).toMatch(/You mention a hospital stay/);
    expect(p.description).not.toMatch(/You mention a stroke|FAST/);
  });

  it('a stroke, not a hospital stay: “back to my hospitality job”', async () => {
    const current = 'I had a stroke in May and want to walk back to my hospitality job';
    const p = await fitness.plan(current, 'walk to work', 30, 3);
    expect(p.description).toMatch(/You mention a stroke/);
    expect(p.description).not.toMatch(/You mention a hospital stay/);
  });

  it.each([
    ['Walk to my daughter Tia’s house after my knee replacement', 'walk there without stopping'],
    ['I had heat stroke last summer and want to walk further', 'walk 5 km'],
    ['my swimming stroke is weak, I want to get fitter', 'walk every day'],
  ])('not a stroke: “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toMatch(/stroke/);
  });

  it('a TIA, said as one, is a stroke', () => {
    expect(fitness.trackOf('I had a TIA in May and my legs are weak', 'walk to the shops')).toMatch(/after a stroke/);
  });

  it('a new parent in Sydney: healthdirect and 000, not NHS 111 or 999', async () => {
    const p = await onOption('Sleep Improvement').plan(
      'new mum in Sydney, my baby wakes every two hours and I am exhausted',
      'get more sleep',
      20,
      7,
    );
    const all = everything(p);
    expect(all).toMatch(/healthdirect \(1800 022 222\); in an emergency, 000/);
    expect(all).not.toMatch(/NHS 111|\b999\b/);
  });

  it('the same parent in Bristol keeps NHS 111 and 999', async () => {
    const p = await onOption('Sleep Improvement').plan('new mum in Bristol, my baby wakes every two hours', 'get more sleep', 20, 7);
    expect(everything(p)).toMatch(/NHS 111; in an emergency, 999/);
  });
});

describe('an adult is sent to the help of their country', () => {
  const mind = onOption('Mental Health');
  const panic = (place: string) => `I get panic attacks at work${place} and it is getting worse`;
  const TALKING = /Talking Therapies/;

  it.each([
    [' in Manchester', /refer yourself to NHS Talking Therapies/, /116 123/],
    [' in Chicago', /Psychology Today finder; SAMHSA’s free helpline, 1-800-662-4357/, /988/],
    [' in Toronto', /family doctor can refer you; 211/, /988/],
    [' in Perth', /mental health treatment plan for Medicare-subsidised sessions/, /Lifeline on 13 11 14/],
    [' in Christchurch', /call or text 1737/, /1737/],
    [' in Galway', /the HSE’s counselling and mental health services/, /116 123/],
    [' in Bengaluru', /Tele-MANAS, 14416/, /14416/],
  ])('panic attacks%s: their own referral and crisis line', async (place, referral, crisis) => {
    const p = await mind.plan(panic(place), 'stay calm at work', 20, 4);
    const all = everything(p);
    expect(all).toMatch(referral);
    expect(all).toMatch(crisis);
    if (place !== ' in Manchester') expect(all).not.toMatch(TALKING);
  });

  it('nobody’s country said: a doctor who refers to a talking therapy, England’s named as England’s', async () => {
    const p = await mind.plan(panic(''), 'stay calm at work', 20, 4);
    const all = everything(p);
    expect(all).toMatch(/your doctor can refer you to a talking therapy; in England you can also refer yourself/);
    expect(all).toMatch(/in the UK call Samaritans on 116 123 .* in the US call or text 988/);
  });

  it.each([
    [' in Melbourne', /call 1800RESPECT on 1800 737 732 \(any time\), and 000 in danger/],
    [' in Cork', /call Women’s Aid on 1800 341 900 \(any time\), and 112 or 999 in danger/],
    [' in Hamilton, New Zealand', /call Women’s Refuge on 0800 733 843 \(any time\), and 111 in danger/],
    [' in Leeds', /call the National Domestic Abuse Helpline on 0808 2000 247 \(free, any time\), and 999 in danger/],
    ['', /0808 2000 247 \(UK, free, any time; in the US The Hotline, 1-800-799-7233.*\), and your local emergency number/],
  ])('afraid of a partner%s: the country’s abuse line and emergency number', async (place, line) => {
    const p = await mind.plan(`I am scared of my husband and I feel anxious all the time${place}`, 'feel safe and calm', 20, 3);
    expect(p.description).toMatch(line);
  });

  it.each([
    ['I am in Denver and want to stop bingeing, I have an eating disorder', /ANAD helpline \(1-888-375-7767\)/],
    ['I live in Vancouver and want to stop bingeing, I have an eating disorder', /NEDIC’s helpline \(1-866-633-4220\)/],
    ['I live in Adelaide and want to stop bingeing, I have an eating disorder', /Butterfly helpline \(1800 33 4673\)/],
    ['I live in Cardiff and want to stop bingeing, I have an eating disorder', /Beat’s helpline \(0808 801 0677\)/],
  ])('an eating disorder: %s', async (current, line) => {
    const p = await onOption('Nutrition Basics').plan(current, 'eat regular meals', 20, 5);
    const all = everything(p);
    expect(all).toMatch(line);
    if (!/Cardiff/.test(current)) expect(all).not.toMatch(/Beat’s|in the UK call/);
  });

  it('a 15-year-old in Texas with an eating disorder: a parent, the pediatrician and ANAD, not Beat', async () => {
    const p = await onOption('Nutrition Basics').plan("I'm 15 in Texas and I think I have an eating disorder", 'eat normally', 20, 5);
    const all = everything(p);
    expect(all).toMatch(/tell a parent and your pediatrician, and call the ANAD helpline/);
    expect(all).not.toMatch(/Beat’s|Youthline/);
  });
});

describe('where the words place a person', () => {
  it.each([
    ['I watch the races on F1 TV and want to learn Italian', undefined],
    ['I watch F1 on Sky and live in Leeds', 'uk'],
    ['I am on an F-1 visa in Ohio', 'us'],
    ['international student on F-1, graduating in May', 'us'],
    ['I watch every race on F-1 TV', undefined],
    ['international student on F1 status', 'us'],
    ['F1 student, I need an internship', 'us'],
  ])('“%s” → %s', (words, country) => {
    expect(countryOf(words)).toBe(country);
  });

  it('an F1 fan with panic attacks is not sent to an American therapist finder', async () => {
    const p = await onOption('Mental Health').plan('I watch the races on F1 TV and I get panic attacks', 'stay calm', 20, 4);
    const all = everything(p);
    expect(all).toMatch(/your doctor can refer you to a talking therapy/);
    expect(all).not.toMatch(/Psychology Today|call or text 988 \(the Suicide/);
  });
});

describe('no curriculum writes a bare emergency number', () => {
  const folder = join(__dirname, '..', '..', 'lambdas', 'roadmap', 'curricula');
  // 999 and 911 are always an emergency number; 000, 111, 112 and 108 only where a call is said.
  const NUMBER = /(?<![\d,.£$€-])\b(999|911|000|112|111|108)\b(?![,.]?\d)/g;
  const CALLED = /999|911|call|dial|ring|phone|emergenc|danger|ambulance|NHS|urgent/i;
  // A number said with its country beside it, as a walk abroad's list does: "112 across Europe, 999 in the UK".
  const LABELLED =
    /^[^.;]{0,25}\b(in the UK|in the US|\(UK\)|\(US\)|across Europe|in Australia|in New Zealand|in Canada|in Ireland|in India)/;

  // Every string a person may read, but a country's own read (`country`), a pattern and the sources; and
  // a language's phrases, said in the country of the language ("Llamo al 112").
  function* readable(node: unknown): Generator<string> {
    if (typeof node === 'string') yield node;
    else if (Array.isArray(node)) for (const v of node) yield* readable(v);
    else if (node && typeof node === 'object' && !('country' in node))
      for (const [key, v] of Object.entries(node))
        if (!['sources', 'match', 'unless', 'needs', 'phrases'].includes(key)) yield* readable(v);
  }

  const bare = (text: string) =>
    [...text.matchAll(NUMBER)]
      .filter((m) => CALLED.test(text.slice(Math.max(0, m.index - 50), m.index + 30)))
      .filter((m) => !LABELLED.test(text.slice(m.index + m[0].length)))
      .map((m) => text.slice(Math.max(0, m.index - 60), m.index + 10));

  it.each(readdirSync(folder).filter((f) => f.endsWith('.json')))('%s', (file) => {
    const said = [...readable(JSON.parse(readFileSync(join(folder, file), 'utf8')))].flatMap(bare);
    expect(said).toEqual([]);
  });

  it('the check finds a bare number', () => {
    expect(bare('chest pain that does not pass: call 999.')).toHaveLength(1);
    expect(bare('in danger, 000')).toHaveLength(1);
    expect(bare('the emergency number where you walk (112 across Europe, 999 in the UK)')).toEqual([]);
    expect(bare('save £1,000 by June')).toEqual([]);
  });
});
