import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A writer's own material and their field's ethics (issue #36, round 21 wave 2, decision 388). A retired
 * nurse's memoir of nursing in the 1970s was planned as a family history from someone else's letters
 * ("1943-06-12 letter from Naples"), nursing in no task and no word on keeping patients unrecognisable; a
 * fantasy novel with three chapters and a restart habit was told to open the draft again; an Awards for All
 * bid for a youth football charity got "a GP surgery" and a deadline the rolling programme does not have.
 * Here the plan starts from whose material it is and what the field demands. People written for this test.
 */

const { trackOf, plan } = onOption('Writing Skills');
const WORK = 'A memoir of your working life, its people kept safe';
const LETTERS = /letter from Naples|Who is still alive who knew the life|Gather the letters and every document/;

describe('a memoir of your own working life, as a memoir tutor who knows the profession reads it', () => {
  it.each([
    [
      'retired nurse, I write letters and keep a diary',
      'write my memoir of nursing in the 1970s for my grandchildren, about 40,000 words',
      60,
      4,
      /A timeline of your years in nursing/,
      /NMC Code \(section 5\)[^.]*do not end when you retire/,
      /no patients and their families recognisable/,
      /Jennifer Worth’s Call the Midwife/,
    ],
    [
      'retired primary head, 35 years in schools',
      'write a memoir of my teaching career for my children',
      30,
      3,
      /A timeline of your years of teaching/,
      /safeguarding or in confidence stays out \(Keeping Children Safe in Education\)/,
      /no pupils and their families recognisable/,
      /Frank McCourt’s Teacher Man/,
    ],
    [
      'ex-copper, never written anything longer than a statement',
      'write a book about my 30 years as a police officer',
      20,
      6,
      /A timeline of your years in the police/,
      /College of Policing’s Code of Ethics|College of Policing's Code of Ethics/,
      /no victims, witnesses and suspects recognisable/,
      /a memoir from your library’s shelf by someone who did your work/,
    ],
    [
      'retired GP in Devon',
      'a memoir: my life in general practice',
      90,
      2,
      /A timeline of your years in medicine/,
      /GMC's Confidentiality guidance asks a patient's consent/,
      /no patients and their families recognisable/,
      /Adam Kay’s This Is Going to Hurt/,
    ],
    [
      'solicitor, retired last year',
      'write my legal aid memoir',
      45,
      5,
      /A timeline of your years in the law/,
      /SRA Code of Conduct \(6\.3\) keeps former clients' affairs confidential/,
      /no clients and the other side recognisable/,
      /author’s note/,
    ],
    [
      'former midwife, I tell these stories at every family do',
      'write down the stories from my years as a midwife',
      15,
      7,
      /A timeline of your years in midwifery/,
      /no mother or baby could be known/,
      /no mothers, babies and families recognisable/,
      /Call the Midwife/,
    ],
  ])(
    '%s → %s (%i min, %i days): their own work, its confidentiality the book’s rule',
    async (current, target, minutes, days, timeline, duty, rule, model) => {
      expect(trackOf(current, target)).toBe(WORK);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      const text = textOf(p);
      for (const words of [timeline, duty, rule, model]) expect(text).toMatch(words);
      expect(text).not.toMatch(LETTERS);
      inOrder(p, [
        /^A timeline of your years/,
        /^List the stories you tell of your years/,
        /^The rule for the book: no /,
        /^A key of real and changed names/,
        /^Write chapter 1’s opening scene/,
        /^Check chapter 1 against the rule/,
        /^Read chapter 3 as the person in it/,
        /^The author’s note/,
        /^Give the first part of your years/,
      ]);
    },
  );

  it('the decade said reaches the tasks, and the readers named are written for', async () => {
    const text = textOf(
      await plan('retired nurse', 'write my memoir of nursing in the 1970s for my grandchildren, about 40,000 words', 60, 4),
    );
    expect(text).toMatch(/What the work was like in the 1970s/);
    expect(text).toMatch(/Explain what your grandchildren will not know: a line where a word or a rule of the 1970s needs it/);
  });

  it.each([
    ['I tell lots of family stories', 'write my memoir for my grandchildren', 'A memoir from the stories you tell, recorded and written'],
    [
      "I have my dad's letters",
      "write my dad's life story, he was a nurse in the war",
      'A memoir or a life, written from its letters and papers',
    ],
    ['I had breast cancer last year', 'write a memoir of my cancer and the nurses who cared for me', undefined],
    ['I live in sheltered housing', 'write my memoir of the nursing home years', undefined],
    ['I am a teacher', 'write a book about teaching phonics', undefined],
    ['ward nurse', 'write short stories about nurses', undefined],
    ['nursing student', 'personal statement for nursing at university', undefined],
    ['I was wrongly accused once', 'write a memoir of my time in police custody', undefined],
  ])('%s → %s is not a memoir of their own working life', (current, target, other) => {
    const track = trackOf(current, target);
    expect(track).not.toBe(WORK);
    if (other) expect(track).toBe(other);
  });
});

describe('a novel already begun, as a novelist who teaches reads it', () => {
  it.each([
    ['I have 3 chapters and a world bible for my fantasy novel, but I keep restarting', 'Finish a first draft of my fantasy novel', 45, 5],
    ['wrote two chapters of a crime novel last year and keep starting over', 'finish my crime novel first draft', 30, 3],
  ])(
    '%s → %s (%i min, %i days): the draft goes on from its chapters; the restart named and stopped',
    async (current, target, minutes, days) => {
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      const text = textOf(p);
      expect(text).toMatch(/Draft for \d+ minutes, then log the words: the scene after the one where you stopped/);
      expect(text).toMatch(/The restart habit stops here: read only the last page you wrote/);
      expect(text).toMatch(/Count the words you have as the draft's first total: no going back to chapter 1/);
      expect(text).not.toMatch(/the opening scene of your outline|The draft's total starts today/);
      expect(p.description).toMatch(/A first draft takes longer than these weeks/);
    },
  );

  it('the world bible is held: no new world notes in a session', async () => {
    const text = textOf(
      await plan(
        'I have 3 chapters and a world bible for my fantasy novel, but I keep restarting',
        'Finish a first draft of my fantasy novel',
        45,
        5,
      ),
    );
    expect(text).toMatch(/no new world notes in a session/);
  });

  it('chapters written without a restart habit count, and the habit is not named', async () => {
    const text = textOf(await plan('I have written four chapters of my novel', 'finish the first draft of my novel by Christmas', 30, 4));
    expect(text).toMatch(/Your chapters count: the draft's total starts from them, not from zero/);
    expect(text).not.toMatch(/restart habit/);
  });

  it('a novel not begun still opens on its first scene', async () => {
    const text = textOf(await plan('never written fiction', 'write the first draft of a romance novel', 30, 4));
    expect(text).toMatch(/the opening scene of your outline/);
    expect(text).toMatch(/The draft's total starts today/);
    expect(text).not.toMatch(/restart habit|Your chapters count/);
  });
});

describe('an Awards for All bid, read by the Fund’s own rules', () => {
  it.each([
    [
      'secretary of a youth football charity',
      'A National Lottery Awards for All application for new kit and coaching',
      30,
      3,
      /your sport's county or national governing body/,
    ],
    [
      'treasurer of our village hall committee',
      'apply to Awards for All for a new kitchen',
      45,
      2,
      /a school, the council's service or another charity or group/,
    ],
  ])(
    '%s → %s (%i min, %i days): open all year, 12 weeks to decide, partners of its own field',
    async (current, target, minutes, days, partners) => {
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      const text = textOf(p);
      expect(text).toMatch(/Awards for All has no closing date: it is open all year/);
      expect(text).toMatch(/Work back from your own date \(the Fund takes 12 weeks to decide\)/);
      expect(text).toMatch(/What Awards for All asks: a constituted group/);
      expect(text).toMatch(partners);
      expect(text).not.toMatch(/GP surgery|before the deadline/);
    },
  );

  it('a date the person names is kept, and a health project keeps its GP surgery', async () => {
    const text = textOf(
      await plan('I run a carers’ support group', 'an Awards for All bid for our carers’ wellbeing walks, deadline 14 March', 30, 3),
    );
    expect(text).toMatch(/Work back from 14 March/);
    expect(text).toMatch(/a GP surgery or its social prescriber/);
  });
});
