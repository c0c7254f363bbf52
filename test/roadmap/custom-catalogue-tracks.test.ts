import { readBack } from '../../lambdas/roadmap/reading';
import { goal, plan, textOf } from './custom-ask';

/**
 * A custom goal whose activity an option already plans well is planned on that option's track (decision 320):
 * "Read 30 books this year" got "Who teaches it" and "First lesson", "Learn guitar" and "Lose 5 kg" the same
 * general scaffold. People written for this test, 2 to 7 days, 10 to 120 minutes.
 */

const trackOf = (title: string, current: string, target: string, description?: string) =>
  readBack(goal(title, current, target, { description })).track.name;

const GENERAL = /A teacher, a first lesson|Who teaches it|Your weakest part: the form/;

describe('a custom goal an option plans is planned on its track', () => {
  it.each([
    ['Read more books', 'beginner', 'Read 30 books this year', 'A daily habit you named: reading, journaling or meditation'],
    ['Journaling', 'I have tried and stopped twice', 'journal every evening', 'A daily habit you named: reading, journaling or meditation'],
    ['Meditation', 'never meditated', 'meditate 10 minutes a day', 'A daily habit you named: reading, journaling or meditation'],
    ['Lose the baby weight', 'my son is 5 months old', 'lose 10 kg of baby weight', 'After the birth: strong and active again'],
    ['Fit again', 'had a c-section in March', 'get my core strong after my c-section', 'After the birth: strong and active again'],
    ['Yoga', 'stiff office worker', 'do yoga three times a week', "Yoga, from a beginners' class to a home practice"],
    ['Get stronger', 'I can do 2 push-ups', 'do 20 push-ups', 'Strength, from the push-up and squat progressions'],
    ['Lose weight', 'I weigh 92 kg', 'lose 8 kg by summer', 'Losing weight through activity, with the eating plan named'],
    ['Write a book', 'I have an idea', 'finish the first draft of my fantasy novel', "A novel's first draft, by a daily word count"],
    ['Learn guitar', 'never played', 'play three songs on guitar for my kids', 'Guitar, from the first chords to songs'],
    ['Piano', 'I had lessons at 8', 'play Clair de Lune on piano', 'Piano or keyboard, from the keys to a piece'],
    ['Learn to draw', 'stick figures', 'draw my grandchildren from life', 'People you know, drawn from life'],
    ['Sketching', 'I doodle', 'sketch landscapes every day', 'Drawing, from lines and shapes to your subject'],
    ['Painting', 'never painted', 'paint a watercolour landscape of the lake', 'Painting in watercolour, gouache or acrylic'],
    ['Photography', 'I use auto mode', 'take better photos with my new camera', 'Photography, from the camera you own'],
    ['Sleep better', 'I wake at 3am most nights', 'sleep through the night', 'Sleep, from a diary to steadier nights'],
    ['Save money', 'I save nothing now', 'save £3,000 for our wedding', 'Saving towards the amount you named'],
    ['Join a choir', 'I sing in the car', 'sing alto in the community choir', 'A choir, from finding one to singing your part'],
    ['Singing', 'I sing in the shower', 'sing in tune at karaoke', 'Singing, from the breath to a song in tune'],
    [
      'Best man',
      'I hate public speaking',
      "give the best man speech at my brother's wedding",
      'A speech for the day, written and rehearsed',
    ],
    ['Build an app', 'I know a little HTML', 'build a habit tracker app in JavaScript', 'An app of your own, built and put online'],
  ])('"%s" → its track', (title, current, target, track) => {
    expect(trackOf(title, current, target)).toBe(track);
  });

  it.each([
    // A book written, not read; a journal published in; music read; a room painted; a baby's sleep; time saved.
    ['Publish my research', 'PhD student', 'get a paper accepted in a journal'],
    ['Learn to read music', 'I play by ear', 'read sheet music for the choir'],
    ['A cookbook', 'I cook a lot', 'write a cookbook of my mum’s recipes'],
    ['Paint the house', 'never decorated', 'paint the fence and the shed'],
    ['Baby sleep', 'exhausted', 'get my baby to sleep through the night'],
    ['Commute', 'an hour each way', 'save time on my commute'],
    ['Yoga teacher', 'I practise daily', 'become a yoga teacher on a 200 hour course'],
    ['Budget', 'no budget', 'draw up a budget for the year'],
    ['The shop', 'a new café', 'draw people in to our café with a board outside'],
    ['Sort photos', 'thousands on my phone', 'sort my photos into albums'],
    ['Speech therapy', 'after my stroke', 'finish my speech therapy exercises'],
    ['Investors', 'I have an idea', 'pitch my app idea to investors'],
    ['Birdsong', 'I know a robin', 'name the birds that sing in the dawn chorus'],
  ])('"%s" does not take a borrowed track', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toMatch(
      /A daily habit you named|Yoga, from|Strength, from|Losing weight|A novel's first draft|Guitar, from|Piano or keyboard|Drawing, from|People you know, drawn|Painting in|Photography, from|Sleep, from|Saving towards|A choir, from|Singing, from|A speech for the day|An app of your own/,
    );
  });

  it('a real custom activity keeps its own kind: sourdough, juggling and a unicycle are not stolen', () => {
    expect(trackOf('Sourdough', 'never baked', 'bake a sourdough loaf every week and read about bread')).toBe(
      'Sourdough bread, from the starter',
    );
    expect(trackOf('Learn to juggle', 'never', 'juggle three balls')).toBe('Juggling three balls, from one ball’s arc');
    expect(trackOf('Unicycle', 'never', 'ride 50 metres on a unicycle, then read more')).toBe(
      'A balance skill: a unicycle, a slackline, stilts or a board',
    );
  });
});

describe('the plans read as the field writes them', () => {
  it('30 books a year: the habit from one page a day, grown to the half hour 30 books take, never "who teaches it"', async () => {
    const p = await plan('Read more books', 'beginner', 'Read 30 books this year', {
      description: 'Read 30 books this year, starting from scratch',
      minutes: 30,
      days: 4,
    });
    const text = textOf(p);
    expect(text).toMatch(/One page of your book/);
    expect(text).toMatch(/30 minutes of reading/);
    expect(`${p.description}\n${text}`).not.toMatch(GENERAL);
  });

  it.each([
    ['a book a week', 'read 52 books this year', /45 minutes of reading/],
    ['a book a month', 'read 12 books a year', /15 minutes of reading/],
  ])('%s: the minutes a day follow the number of books', async (_, target, minutes) => {
    const text = textOf(await plan('Books', 'I read two books last year', target, { minutes: 60, days: 7 }));
    expect(text).toMatch(minutes);
  });

  it('a meditation habit at 10 minutes on 2 days is the habit, not a teacher found', async () => {
    const p = await plan('Meditation', 'never meditated', 'meditate 10 minutes a day', { minutes: 10, days: 2 });
    const text = textOf(p);
    expect(text).toMatch(/meditation/i);
    expect(`${p.description}\n${text}`).not.toMatch(GENERAL);
  });

  it('guitar at 20 minutes on 5 days: chords and songs, not the general scaffold', async () => {
    const p = await plan('Learn guitar', 'never played', 'play three songs on guitar for my kids', { minutes: 20, days: 5 });
    const text = textOf(p);
    expect(text).toMatch(/chord/i);
    expect(`${p.description}\n${text}`).not.toMatch(GENERAL);
  });

  it('saving £3,000 for a wedding: the amount counted, not a lesson', async () => {
    const p = await plan('Save money', 'I save nothing now', 'save £3,000 for our wedding', { minutes: 15, days: 3 });
    expect(`${p.description}\n${textOf(p)}`).toMatch(/£3,000/);
    expect(`${p.description}\n${textOf(p)}`).not.toMatch(GENERAL);
  });
});
