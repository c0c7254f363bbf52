import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/**
 * Round 12 (issue #36): targets that got the general writing course, a realist drawing course or a piece's
 * plan now have paths of their own, each built around the person's own artefact and ending on it — the
 * five minutes done on stage, the strip on its rhythm. People written for this test, each target said
 * several ways, and neighbours that must keep their own path.
 */

const lastMilestone = (p: RoadmapPlan) =>
  p.weeks
    .at(-1)!
    .days.flatMap((d) => d.tasks)
    .at(-1)!.title;

/**
 * The plan a person's words make on `option`: the track they choose, the steps in order, every hole filled,
 * the person's days held, and the artefact as the last milestone. Returns the plan's text.
 */
const servedOn =
  (option: string) =>
  async (track: string, current: string, target: string, minutes: number, days: number, steps: RegExp[], last: string) => {
    const { trackOf, plan } = onOption(option);
    expect(trackOf(current, target)).toBe(track);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, steps);
    expect(lastMilestone(p)).toBe(`Milestone: ${last}`);
    expectOnTheirDays(p, minutes, days);
    return text;
  };

describe('stand-up comedy, as a comedy teacher reads the plan', () => {
  const { trackOf } = onOption('Writing Skills');
  const served = servedOn('Writing Skills');
  const STANDUP = 'Stand-up: your first set, on stage';

  it.each([
    ['I am the funny one at work, never been on stage', 'do 5 minutes at an open mic', '5 minutes', 'an open mic'],
    ['I write jokes in my notes app', 'try stand-up', '5 minutes', 'an open mic'],
    ['friends say I should do comedy', 'write a tight five and perform it', 'five minutes', 'an open mic'],
    ['never performed anything', 'get up at a comedy night and do a 3 minute set', '3 minutes', 'the comedy night'],
    ['I did drama at school', 'perform at a new act night as a comedian', '5 minutes', 'the new-act night'],
  ])('%s → %s: material, set-up and punch, a timed set, the spot booked and done', async (current, target, set, venue) => {
    const text = await served(
      STANDUP,
      current,
      target,
      30,
      4,
      [
        /^List 20 topics from your life/,
        /^Write five jokes on your first premise: set-up, then punch/,
        /^Add two or three tags/,
        /^Run your set aloud, standing, against a stopwatch/,
        /^Find three open mics or new-act nights near you/,
        /^Perform the set for two or three friends/,
        new RegExp(`^Do your ${set} at ${venue}, and record it$`),
        /^Watch the recording and mark each laugh/,
      ],
      `Your first ${set} done at ${venue}, recorded and reviewed`,
    );
    // Nothing of the general writing course: no baseline essay, no explainer.
    expect(text).not.toMatch(/explainer|Orwell|baseline/i);
  });

  it('a ten-minute or paid spot starts from the open five, and says so', async () => {
    const { plan } = onOption('Writing Skills');
    const p = await plan('I run a pub quiz and people laugh', 'get booked for a 10 minute spot at a comedy club', 60, 3);
    expect(p.description).toMatch(/a five-minute open spot first; a ten-minute or paid spot usually comes after many open mics/);
    expect(lastMilestone(p)).toBe('Milestone: Your first 5 minutes done at the comedy night, recorded and reviewed');
  });

  it.each([
    ['I host a podcast', 'write comedy sketches for our podcast'],
    ['I write for a sitcom writers room', 'write a funny sitcom script'],
    ['I lead a team', 'write clearer updates for our daily stand-up'],
    ['I write poems', 'read my poems at an open mic'],
    ['beginner', 'write a funny short story for a competition'],
  ])('%s → %s is not stand-up on a stage', (current, target) => {
    expect(trackOf(current, target)).not.toBe(STANDUP);
  });
});

describe('a comic strip on the rhythm the person said', () => {
  const { plan } = onOption('Drawing');
  const routine = async (target: string) => {
    const p = await plan('I doodle in my notebooks', target, 30, 4);
    expect(textOf(p)).not.toMatch(/\{\w+\}/);
    return { last: p.weeks.at(-1)!, text: JSON.stringify(p.weeks.at(-1)) };
  };

  it.each([
    ['a fortnightly webcomic about my commute', 'fortnightly', /second week inks, scan and send/],
    ['a comic strip every other week for the school paper', 'fortnightly', /second week inks, scan and send/],
    ['a monthly strip for the parish magazine', 'monthly', /week 4 send/],
    ['a four-panel comic once a month', 'monthly', /week 4 send/],
    ['post a new comic every week on Instagram', 'weekly', /day 4 scan and post/],
    ['a weekly webcomic about my cat', 'weekly', /day 4 scan and post/],
  ])('%s: the %s strip, scheduled so', async (target, cadence, rhythm) => {
    const { last, text } = await routine(target);
    expect(last.title).toBe(`Week 6: The ${cadence} strip, as a routine`);
    expect(text).toMatch(rhythm);
    for (const other of ['fortnightly', 'monthly', 'weekly'].filter((c) => c !== cadence)) expect(text).not.toContain(other);
  });
});

describe('poems read at an open mic, as a poetry tutor reads the plan', () => {
  const { trackOf } = onOption('Writing Skills');
  const served = servedOn('Writing Skills');
  const POETRY = 'Poems, read aloud at an open mic';

  it.each([
    ['I write poems in my diary, never shared one', 'read my poems at an open mic', 'an open mic'],
    ['I wrote poetry at uni', 'perform two poems at a local poetry night', 'the poetry night'],
    ['beginner', 'try spoken word in front of an audience', 'an open mic'],
    ['I have a few poems', 'compete in a poetry slam', 'the slam'],
  ])('%s → %s: an image diary, drafts, revision by ear, the reading timed and done', async (current, target, venue) => {
    const text = await served(
      POETRY,
      current,
      target,
      30,
      4,
      [
        /^Read ten short poems aloud/,
        /^Start your image diary/,
        /^Write a poem about one object in your home/,
        /^Rewrite each chosen poem's line breaks/,
        /^Time your reading aloud/,
        /^Find three open mics or poetry nights near you/,
        new RegExp(`^Read your poems at ${venue}$`),
      ],
      `Your poems read aloud at ${venue}`,
    );
    expect(text).not.toMatch(/set-up|punch|explainer/i);
  });

  it.each([
    ['I write poems', 'get a poem published in a literary magazine'],
    ['I read a lot', 'read more poetry this year'],
    ['beginner', 'write song lyrics and perform them'],
  ])('%s → %s is not an open-mic reading', (current, target) => {
    expect(trackOf(current, target)).not.toBe(POETRY);
  });
});

describe('an article pitched to an editor, as a journalism tutor reads the plan', () => {
  const { trackOf } = onOption('Writing Skills');
  const served = servedOn('Writing Skills');
  const PITCH = 'Articles pitched to newspapers and magazines';

  it.each([
    ['I write reports at work, never published', 'pitch an article to the Guardian', 'the Guardian'],
    ['I blog about gardening', 'get a feature commissioned by a national magazine', 'the outlet you read most'],
    ['a nurse who writes a bit', 'write for newspapers as a freelance journalist', 'the outlet you read most'],
    ['I have an idea about our town', 'pitch a story to my local paper', 'your local paper'],
  ])('%s → %s: the outlet read, the pitch with a clip, sent and followed up', async (current, target, outlet) => {
    const text = await served(
      PITCH,
      current,
      target,
      30,
      4,
      [
        /contributor guidelines and the commissioning editor/,
        /^Mark the three that are stories, not topics/,
        /^Write the pitch e-mail/,
        /^Choose the clip to link/,
        new RegExp(`^Send your pitch to the editor at ${outlet}$`),
        new RegExp(`^Follow up your pitch to ${outlet} once`),
      ],
      `Your pitch sent to ${outlet} and followed up, and a second pitch out`,
    );
    // Nothing of the general course or the other stages: no explainer, no set-up and punch, no poems.
    expect(text).not.toMatch(/explainer|Orwell|punch|poem/i);
  });

  it.each([
    ['founder', 'pitch my startup to investors'],
    ['I sell software', 'write a better sales pitch'],
    ['PhD student', 'get my research paper accepted in a journal'],
    ['beginner', 'submit a short story to a magazine'],
  ])('%s → %s is not a pitch to an editor', (current, target) => {
    expect(trackOf(current, target)).not.toBe(PITCH);
  });
});

describe('a song sung, and a song played and sung, as a singing teacher reads the plan', () => {
  const { trackOf } = onOption('Music (Instrumental Practice)');
  const served = servedOn('Music (Instrumental Practice)');
  const SINGING = 'A song you sing, at its occasion';
  const PLAY_SING = 'A song played and sung, at its occasion';

  it.each([
    ['I sang in the school choir years ago', 'sing Fauré\'s "Pie Jesu" at my grandmother\'s funeral', 'Pie Jesu', 'the funeral'],
    ['never had a lesson', "sing Ave Maria at my sister's wedding", 'Ave Maria', 'the wedding'],
    ['I sing in the shower', "sing a song at my dad's 60th birthday", 'your song', 'the birthday'],
    ['I sang as a teenager', 'pass grade 3 singing with "Caro mio ben"', 'Caro mio ben', 'the day you sing it'],
  ])('%s → %s: range and key, breath, a teacher, the words, the song sung', async (current, target, piece, event) => {
    const text = await served(
      SINGING,
      current,
      target,
      30,
      5,
      [
        /^Find your comfortable range/,
        /^Choose the key/,
        /^Book a singing teacher/,
        new RegExp(`^Speak the words of ${piece} in rhythm`),
        new RegExp(`^Sing ${piece} through with its accompaniment`),
        new RegExp(`^Sing ${piece} at ${event}$`),
      ],
      `${piece} sung at ${event}`,
    );
    // A grade is a graded path only where one is named; Latin only where the piece is Latin.
    expect(/Grade 3, read its syllabus/.test(text)).toBe(/grade 3/.test(target));
    expect(/church-Latin/.test(text)).toBe(/Pie Jesu|Ave Maria/.test(piece));
    expect(text).not.toMatch(/metronome ladder|chord sheet|strum/i);
  });

  it.each([
    [
      'I know four chords on the ukulele',
      "play and sing Riptide on my ukulele at my best friend's birthday",
      'Riptide',
      'the birthday',
      'ukulele',
    ],
    ['I strum a bit', 'sing and play "Make You Feel My Love" on guitar at our wedding', 'Make You Feel My Love', 'the wedding', 'guitar'],
    ['I play guitar badly', 'learn to play guitar and sing at the same time', 'your song', 'the day you play it', 'guitar'],
    ['piano grade 2 as a kid', "accompany myself on piano singing Hallelujah at a friend's party", 'Hallelujah', 'the party', 'piano'],
  ])(
    '%s → %s: chords in the voice’s key, the strum, the voice over the hands, the song at the event',
    async (current, target, song, event, instrument) => {
      const text = await served(
        PLAY_SING,
        current,
        target,
        20,
        4,
        [
          /^Find the key for your voice/,
          /^Change log: one minute of changes/,
          /^Play the pattern on one chord with a metronome/,
          /^Play the verse and speak the words in rhythm over it/,
          new RegExp(`^Sing and play ${song}'s first verse and chorus`),
          new RegExp(`^Play and sing ${song} at ${event}$`),
        ],
        `${song} played and sung at ${event}`,
      );
      expect(text).toContain(`on your ${instrument}, in your key`);
      expect(/capo/.test(text)).toBe(instrument === 'guitar');
    },
  );

  it.each([
    ['I sing alto', 'sing in a community choir'],
    ['beginner', 'play Für Elise on the piano'],
    ['I strum open chords on guitar', 'play fingerstyle guitar while singing'],
    ['I play trumpet', 'join the town brass band'],
  ])('%s → %s is neither', (current, target) => {
    expect([SINGING, PLAY_SING]).not.toContain(trackOf(current, target));
  });
});

describe("a novel's first draft as a schedule, as a novel-writing tutor reads the plan", () => {
  const { trackOf } = onOption('Writing Skills');
  const served = servedOn('Writing Skills');
  const NOVEL = "A novel's first draft, on a schedule";

  it.each([
    ['I have an idea and a few pages', 'finish the first draft of my fantasy novel by Christmas', 'by Christmas', '70,000–90,000 words'],
    ['never written fiction', 'write a novel', 'by the date you choose this week', '70,000–90,000 words'],
    ['I did NaNoWriMo once and gave up', 'win NaNoWriMo this November', 'by 30 November', "50,000 words, NaNoWriMo's goal"],
    ['I write short stories', 'draft a 60,000 words novel in 6 months', 'in 6 months', '60,000 words'],
  ])(
    '%s → %s: pace measured, words a session, an outline, drafting sessions logged to the end or its date',
    async (current, target, by, length) => {
      const text = await served(
        NOVEL,
        current,
        target,
        45,
        5,
        [
          /^Write for \d+ minutes on any scene of the novel, then count the words/,
          new RegExp(`^Set the draft's length and its date: ${length}, ${by}$`),
          /^Divide the length by your sessions/,
          /^Outline the novel in 20–40 scenes/,
          /^Draft for \d+ minutes, then log the words: the scene that breaks your character's normal day/,
          /^Draft for \d+ minutes, then log the words: the midpoint/,
          /^Draft for \d+ minutes, then log the words: the last scene of your outline/,
          /^Count the scenes left, put each on the calendar/,
        ],
        `Your ending scene drafted, and every scene left on the calendar ${by.replace('by the date you choose this week', 'to your date')}`,
      );
      // NaNoWriMo's daily figure is named once as a public sprint, never set as the person's quota.
      expect(text.match(/1,667/g)).toHaveLength(1);
    },
  );

  it.each([
    ['I read a lot', 'read 20 novels this year'],
    ['I draw', 'write a graphic novel script'],
    ['beginner', 'write a short story for a competition'],
  ])('%s → %s is not a novel drafted', (current, target) => {
    expect(trackOf(current, target)).not.toBe(NOVEL);
  });
});
