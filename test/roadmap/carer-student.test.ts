import { plan, spreadAsker, textOf } from './read-plan';

/**
 * A carer who studies (round 20, decision 358), read as a carers' support worker would: "I care for my mum after
 * her stroke and study an Open University degree part-time" → "keep up with my OU assignments" got the carer's week
 * with "work" in every column, "tell your employer" and Carer's Allowance without the study rule; the OU, its
 * assignments and a tutor never appeared.
 */

const ask = spreadAsker('Time Management Basics');

describe('an Open University student caring for her mum, 15 minutes, 6 days a week', () => {
  const request = ask(
    'I care for my mum after her stroke and study an Open University degree part-time',
    'keep up with my OU assignments and still get 2 hours to myself each week',
    15,
    6,
  );

  it('maps the week around care and her study, each TMA’s cut-off planned back from', async () => {
    const text = textOf(await plan(request));
    expect(text).toMatch(/caring for your mum, your OU study, and your own/);
    expect(text).toMatch(/each TMA’s cut-off date, with study blocks planned back from it/);
    expect(text).not.toMatch(/your shifts or work hours|Tell your employer/);
  });

  it('tells her tutor before a bad week, and says the study rule of Carer’s Allowance', async () => {
    const text = textOf(await plan(request));
    expect(text).toMatch(/Tell your OU tutor what a bad week may need/);
    expect(text).toMatch(/21 hours or more a week of classes and supervised coursework/);
  });
});

describe('other carers', () => {
  it('a nursing student caring for her husband is planned her study, not an OU’s', async () => {
    const text = textOf(
      await plan(ask("I look after my husband with MS and I'm studying nursing at uni", 'keep on top of my essays and placements', 20, 4)),
    );
    expect(text).toMatch(/caring for your husband, your study, and your own/);
    expect(text).toMatch(/Tell your tutor what a bad week may need/);
    expect(text).not.toMatch(/TMA/);
  });

  it('a parent whose son is at university keeps work in the week', async () => {
    const text = textOf(
      await plan(ask('I care for my son who is at university and has epilepsy, I work part-time', 'get my own appointments done', 20, 4)),
    );
    expect(text).toMatch(/caring for your son, work, and your own/);
    expect(text).toMatch(/Tell your employer what a bad week may need, if you choose to/);
    expect(text).not.toMatch(/21 hours or more/);
  });
});
