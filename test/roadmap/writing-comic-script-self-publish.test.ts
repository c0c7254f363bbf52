import { onOption, servedOn } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 19 (decision 334): a comic script got the generic clear-writing ladder ("Rewrite 3 old emails"),
 * and a finished memoir or novel to self-publish got the memoir's sources or the novel's first draft again.
 * People written for this test, at 2 to 7 days and 10 to 120 minutes, and the words that must not choose
 * these paths.
 */

const WRITING = 'Writing Skills';
const COMIC = 'A comic script, for the artist';
const SELF = 'A finished book, self-published';
const { trackOf, plan } = onOption(WRITING);

/** The general clear-writing course's own words, the first-draft path's and the memoir-from-papers path's. */
const GENERAL =
  /Orwell's rules|Rewrite 3 old emails|A one-page report|Copy each item, named by its date|Write for \d+ minutes on any scene of the novel/i;

const served = servedOn(WRITING, GENERAL);

describe('a comic script, as a comics editor reads the plan', () => {
  const STEPS = [
    /^Read a published comic script beside the printed pages it became/,
    /^Read what Bendis and Moore say of the two ways, and choose: /,
    /^Set up the template: Page One, Panel 1/,
    /^Break the story into /,
    /^Mark the page turns: put each reveal on an even page/,
    /^Draft page 1: an establishing panel/,
    /^Write the balloons for the drafted pages/,
    /^Thumbnail every page of the script in stick figures/,
    /^Send the script, the character sheets and the cover note/,
  ];

  it.each([
    [
      "I've written two issues of a zine",
      'write a comic script for a 22-page one-shot to pitch to Image',
      45,
      4,
      /^Break the story into 22 pages/m,
    ],
    ['I write short stories', 'write my first comic book script', 20, 3, /^Break the story into 8 pages:/m],
    ['I draw a bit, never written a script', 'script an 8-page comic for an anthology', 10, 4, /^Break the story into 8 pages/m],
    ['screenwriter', 'write a graphic novel script for my artist friend', 120, 7, /^Break the story into 20 pages \(its first chapter\)/m],
    ['I have an idea for a webcomic', 'write the scripts for my webcomic', 30, 5, /your webcomic, a first batch of episodes/],
    ['I write fan fiction', 'learn to write comics using the Marvel method', 60, 6, /The Marvel method, as you named it/],
  ])(
    '%s → %s (%i min, %i days): scripts read, the template, breakdown and turns, panels, balloons, handed over',
    async (current, target, minutes, days, own) => {
      const { text } = await served(COMIC, current, target, minutes, days, STEPS);
      expect(text).toMatch(own);
      expect(text).toMatch(/Dark Horse/);
    },
  );

  it('a pitch reads the publisher’s own guidelines; an artist is agreed with in writing; a graphic novel is told it is longer', async () => {
    const pitch = await plan("I've written two issues of a zine", 'write a comic script for a 22-page one-shot to pitch to Image', 45, 4);
    expect(textOf(pitch)).toMatch(/Image Comics' guidelines, for one, ask for a one-page synopsis, a cover and five finished pages/);
    expect(textOf(pitch)).toMatch(/agree in writing the pages, the deadline, the pay or the split/);
    const friend = textOf(await plan('I have an idea for a webcomic and a friend who draws', 'write the scripts for my webcomic', 30, 5));
    expect(friend).toMatch(/With your friend: agree in writing/);
    const novel = await plan('screenwriter', 'write a graphic novel script for my artist friend', 120, 7);
    expect(novel.description).toMatch(/a graphic novel \(often 100 pages or more\)/);
  });

  it.each([
    ['I read lots of comics', 'write reviews of comics for my blog'],
    ['I write', 'write a screenplay for a short film'],
    ['I draw', 'self-publish my finished comic book'],
    ['I write', 'write a stand-up comedy set'],
  ])('“%s” → “%s” is not the comic-script path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(COMIC);
  });
});

describe('a finished book self-published, as an ALLi adviser reads the plan', () => {
  const STEPS = [
    /^Read (your|the) \w+ through in as few sittings as you can/,
    /^Start a style sheet/,
    /^Read CIEP's guide to the kinds of editing/,
    /^Book one editor with a written agreement/,
    /^Write the seven keyword phrases KDP asks for/,
    /^Decide your ISBNs/,
    /^Book one designer and send the brief/,
    /^Work through the editor's changes/,
    /^Upload the paperback to KDP/,
    /^When the proof comes, read it as a reader/,
    /^Give free advance copies/,
    /^Send the legal deposit copies/,
  ];

  it.each([
    [
      'finished my memoir, 80,000 words, in the UK',
      'self-publish my memoir on Amazon KDP',
      60,
      5,
      /Nielsen ISBN Store/,
      /British Library within a month/,
    ],
    [
      'my fantasy novel is finished and edited twice',
      'self-publish it as ebook and paperback, I live in Toronto',
      90,
      3,
      /Library and Archives Canada/,
      /legal deposit/,
    ],
    [
      'my thriller manuscript is complete',
      'indie publish my thriller, I live in Ohio',
      30,
      4,
      /Bowker/,
      /Copyright Office within three months/,
    ],
    ['I have written a 60k word novel', 'publish my novel myself on Amazon', 20, 7, /ISBN agency/, /legal deposit/],
    ['my memoir is done', 'get my memoir printed through IngramSpark for bookshops', 120, 2, /ISBN/, /legal deposit/],
    ['final draft of my cosy mystery is ready', 'self publish on KDP', 15, 6, /ISBN/, /legal deposit/],
  ])(
    '%s → %s (%i min, %i days): the edit, metadata, ISBNs, cover, layout, uploads, a proof, the launch',
    async (current, target, minutes, days, isbn, deposit) => {
      const { text } = await served(SELF, current, target, minutes, days, STEPS);
      expect(text).toMatch(isbn);
      expect(text).toMatch(deposit);
      expect(text).toMatch(/Never pay for a review or ask for a good one/);
    },
  );

  it('a day with room prices the book against KDP’s royalty bands', async () => {
    expect(textOf(await plan('finished my memoir, 80,000 words, in the UK', 'self-publish my memoir on Amazon KDP', 60, 5))).toMatch(
      /70% on ebooks priced \$2\.99–\$9\.99/,
    );
  });

  it('a memoir checks the living people in it; a novel its quotations', async () => {
    expect(textOf(await plan('finished my memoir, 80,000 words', 'self-publish my memoir', 45, 4))).toMatch(/A memoir names real people/);
    const novel = textOf(await plan('my thriller manuscript is complete', 'self-publish my thriller', 45, 4));
    expect(novel).toMatch(/song lyrics or poems in copyright/);
    expect(novel).toMatch(/^Read your thriller through/m);
  });

  it.each([
    ['I have three chapters of my memoir', 'self-publish my memoir'],
    ['halfway through my novel', 'self-publish my novel on KDP'],
    ['finished a first draft of my novel', 'query literary agents'],
    ['I write', 'publish a picture book myself'],
    ['I write letters', "write my grandfather's life story from his war letters"],
  ])('“%s” → “%s” is not the self-publishing path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SELF);
  });
});
