import { countryOf, nationOf, servicesOf } from '../../lambdas/roadmap/locale';
import { onOption } from './track-ask';

/**
 * Decision 272 (issue #36 item 1): the UK's nations are one country to the plans' money and words, but not
 * to their help: a Scot read England's NHS Talking Therapies self-referral, a person in Belfast NHS 111
 * (Northern Ireland has none), and a new parent in Ohio or Sydney a "health visitor" (the UK's own). People
 * written for this test.
 */

const everything = (p: { description: string; weeks: unknown }) => `${p.description}\n${JSON.stringify(p.weeks)}`;

describe('where in the UK a person is', () => {
  it.each([
    ['I live in Glasgow', 'scotland'],
    ['a student in Dundee', 'scotland'],
    ['doing my Highers this year', 'scotland'],
    ['I live in Swansea', 'wales'],
    ['we moved to Wrexham years ago and I live here now', 'wales'],
    ['I work in Belfast', 'ni'],
    ['I live in Derry', 'ni'],
    ['I live in Leeds', 'england'],
    ["I'm Welsh", 'wales'],
    ['my son goes to a Welsh school', 'wales'],
  ])('“%s” is %s', (words, nation) => {
    expect(nationOf(words)).toBe(nation);
    expect(countryOf(words)).toBe('uk');
  });

  it.each([
    ['I live in Leeds and we have a holiday in Scotland next month', 'england'],
    ['a trip to Edinburgh is my goal; I live in Bristol', 'england'],
    ['I live in Ohio', undefined],
    ['I want to pass the Cambridge B2 First exam', undefined],
    ['I want to learn the fife for a pipe band', undefined],
    ['bake a Dundee cake for Christmas', undefined],
    // An adjective is not where someone lives (the review of round 16): a dog, a dance, a festival visited.
    ['draw my Welsh corgi', undefined],
    ['Scottish country dancing on Tuesdays', undefined],
    ['perform at the Edinburgh Fringe', undefined],
    ['I live in London and want to hike in Snowdonia', 'england'],
  ])('“%s”: not somewhere they are going, nor an exam’s name', (words, nation) => {
    expect(nationOf(words)).toBe(nation);
  });
});

describe('a town of a nation stands where it is in the words (the review of round 16)', () => {
  it.each([
    ['I live in Dundee and work for a firm in Berlin', 'uk'],
    ['I live in Wrexham, my sister is in Sydney', 'uk'],
    ['I live in Boston; a trip to Cardiff next month', 'us'],
  ])('“%s” is %s', (words, country) => {
    expect(countryOf(words)).toBe(country);
  });

  it.each([
    ['scotland', /Domestic Abuse and Forced Marriage Helpline on 0800 027 1234/],
    ['wales', /Live Fear Free on 0808 80 10 800/],
    ['ni', /Domestic and Sexual Abuse Helpline on 0808 802 1414/],
    [undefined, /National Domestic Abuse Helpline on 0808 2000 247/],
  ] as const)('the domestic abuse line in %s is its own', (nation, line) => {
    expect(servicesOf('uk', false, nation).abuseline).toMatch(line);
  });
});

describe('an adult’s help is their nation’s', () => {
  const mind = onOption('Mental Health');
  const panic = (place: string) => `I get panic attacks at work${place} and it is getting worse`;

  it.each([
    [' in Glasgow', /NHS psychological therapies/, /Breathing Space on 0800 83 85 87/],
    [' in Edinburgh, Scotland', /NHS 24 on 111/, /Samaritans on 116 123/],
    [' in Cardiff', /in Wales your GP refers you/, /NHS 111 Wales and press 2/],
    [' in Belfast', /in Northern Ireland your GP refers you/, /Lifeline on 0808 808 8000/],
  ])('panic attacks%s: no England self-referral, the nation’s own lines', async (place, referral, crisis) => {
    const p = await mind.plan(panic(place), 'stay calm at work', 20, 4);
    const all = everything(p);
    expect(all).toMatch(referral);
    expect(all).toMatch(crisis);
    expect(all).not.toMatch(/Talking Therapies/);
  });

  it('Northern Ireland has no NHS 111: the GP’s out-of-hours service', async () => {
    const p = await mind.plan(panic(' in Belfast'), 'stay calm at work', 30, 5);
    expect(everything(p)).not.toMatch(/NHS 111/);
  });

  it.each([' in Manchester', ' in London, England'])('England%s keeps NHS Talking Therapies', async (place) => {
    const p = await mind.plan(panic(place), 'stay calm at work', 20, 4);
    expect(everything(p)).toMatch(/refer yourself to NHS Talking Therapies/);
    expect(everything(p)).not.toMatch(/Breathing Space|Lifeline|NHS 24/);
  });

  it('a UK person whose nation is not said reads England’s with the others’ way beside it', async () => {
    const p = await mind.plan(panic(' in the UK'), 'stay calm at work', 20, 4);
    expect(everything(p)).toMatch(
      /in England you can also refer yourself to NHS Talking Therapies; in Scotland, Wales and Northern Ireland your GP refers you/,
    );
  });
});

describe('a young person’s help is their nation’s', () => {
  const mind = onOption('Mental Health');

  it('a 15-year-old in Cardiff reads Meic, not Kooth or NHS Talking Therapies', async () => {
    const p = await mind.plan('I’m 15 and live in Cardiff, I cry before school most mornings', 'go to school without crying', 20, 5);
    const all = everything(p);
    expect(all).toMatch(/Meic/);
    expect(all).not.toMatch(/Kooth|Talking Therapies|Breathing Space/);
  });

  it('a 14-year-old in Aberdeen reads a guidance teacher, Childline and NHS 24', async () => {
    const p = await mind.plan('I am 14 and I live in Aberdeen, I worry all the time about everything', 'worry less', 20, 4);
    const all = everything(p);
    expect(all).toMatch(/Childline on 0800 1111/);
    expect(all).toMatch(/NHS 24 on 111/);
    expect(all).not.toMatch(/Talking Therapies|Kooth/);
  });
});

describe('who checks on a new parent is the country’s', () => {
  const mind = onOption('Mental Health');
  const parent = (place: string) => `Since the baby was born${place} I snap at my partner and feel low`;

  it.each([
    [' in Ohio', /pediatrician/],
    [' here in Sydney', /child and family health nurse/],
    [' in Toronto', /public health nurse/],
    [' in Cork', /public health nurse/],
    [' in Auckland', /Plunket or Well Child nurse/],
  ])('a new parent%s: no health visitor', async (place, who) => {
    const p = await mind.plan(parent(place), 'feel like myself again', 20, 3);
    const all = everything(p);
    expect(all).toMatch(who);
    expect(all).not.toMatch(/health visitor/i);
  });

  it('a new parent in Leeds keeps the health visitor', async () => {
    const p = await mind.plan(parent(' in Leeds'), 'feel like myself again', 20, 3);
    expect(everything(p)).toMatch(/GP or health visitor/);
  });

  it('a picky eater’s parent in Denver reads the pediatrician in the safety note', async () => {
    const p = await onOption('Nutrition Basics').plan(
      'My 4 year old only eats pasta and bread, we live in Denver',
      'get my son to try new foods',
      20,
      4,
    );
    expect(everything(p)).toMatch(/doctor or pediatrician/);
    expect(everything(p)).not.toMatch(/health visitor/i);
  });
});
