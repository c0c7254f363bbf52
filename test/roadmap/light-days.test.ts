import { onOption } from './track-ask';
import { tasksOf } from './custom-ask';

/**
 * Round 13's readers (issue #39): a dog groomer's logo plan photographed "every place your business shows:
 * the van, leaflets, the price list, Instagram, cards, invoices" seven times, because a light day takes the
 * week's daily task (a log, a diary, word cards) again, and "cards" in that list read as word cards. A
 * light day repeats a task done every day, never a one-off that names business cards.
 */

describe('what a light day takes again', () => {
  it('not a one-off baseline that names business cards', async () => {
    const p = await onOption('Design Basics').plan(
      'no design skills, I use my phone',
      'a logo and a price list for my dog grooming van',
      20,
      4,
    );
    // (At 20 minutes on 4 days the week does its lessons in their short form: the 4 places it shows most, decision 254.)
    const baseline = tasksOf(p).filter((t) => /^Photograph (every place|the 4 places)/.test(t.title));
    expect(baseline).toHaveLength(1);
  });

  it('a eulogy is read from the page: never drilled “from memory” or “the error you found”, before or after the funeral', async () => {
    const p = await onOption('Writing Skills').plan(
      'my dad died on Sunday, I have never written anything like this',
      'write and read the eulogy at his funeral on 4 December',
      60,
      7,
    );
    expect(
      tasksOf(p)
        .map((t) => `${t.title}\n${t.description}`)
        .join('\n'),
    ).not.toMatch(/from memory|the error you found/);
  });

  it('a retirement speech asks the organiser, not “the couple”; a wedding speech asks both', async () => {
    const speech = onOption('Writing Skills');
    const retirement = await speech.plan(
      'I write school letters fine but never a speech',
      'a 5-minute speech at our head teacher’s retirement party in July',
      20,
      3,
    );
    expect(tasksOf(retirement).map((t) => t.title)).toContain(
      'Ask the organiser how long you have, when you speak, and who speaks before and after you',
    );
    const wedding = await speech.plan('never given a speech', 'the best man speech at my brother’s wedding', 30, 4);
    expect(tasksOf(wedding).map((t) => t.title)).toContain(
      'Ask the organiser or the couple how long you have, when you speak, and who speaks before and after you',
    );
  });
});
