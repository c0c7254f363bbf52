import { titleOf } from '../../lambdas/roadmap/title';
import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 15's reading (decision 274): "play Walking on Sunshine on guitar" was learnt as "Walking" ("Meet
 * Walking: listen, map and the first phrase"), the song's name cut at its own "on". A title may hold "on",
 * "by", "in", "for" or "with"; it ends where the words go on to an instrument, an artist, a person, an
 * occasion or a date. People written for this test.
 */

const { trackOf, plan } = onOption('Music (Instrumental Practice)');

describe('a song the person names is learnt under its whole name', () => {
  it.each([
    ['I know a few chords on guitar', 'play Walking on Sunshine on guitar', 20, 4, 'Walking on Sunshine'],
    ['grade 2 piano', 'play Fly Me to the Moon on piano for my wife', 30, 5, 'Fly Me to the Moon'],
    ['I strum G, C and D', 'play Smoke on the Water on guitar at the school talent show', 15, 3, 'Smoke on the Water'],
    ['I know four chords on guitar', 'play Knockin on Heavens Door on my guitar by summer', 45, 6, 'Knockin on Heavens Door'],
    ['I play keys in a covers band', 'play Waiting for a Girl Like You on piano with the band', 30, 3, 'Waiting for a Girl Like You'],
    ['I can play open chords', 'learn Stand by Me by Ben E. King', 20, 5, 'Stand by Me'],
  ])('%s → %s: the weeks meet, play and perform %s', async (current, target, minutes, days, song) => {
    const p = await plan(current, target, minutes, days);
    expect(p.weeks[0]!.title).toContain(`Meet ${song}`);
    // Never the name cut short ("Meet Walking:", "bars 1–4 of Smoke"): its first word always goes on with the rest.
    const [first, ...rest] = song.split(' ');
    expect(textOf(p)).not.toMatch(new RegExp(`\\b${first}\\b(?! ${rest.join(' ')})`));
  });

  it('a song with no such tail keeps its words as before', async () => {
    expect(trackOf('I strum 4 chords on guitar', 'play Dust in the Wind on guitar')).toBe('A named piece');
    const p = await plan('I strum 4 chords on guitar', 'play Dust in the Wind on guitar', 15, 3);
    expect(p.weeks[0]!.title).toContain('Meet Dust in the Wind');
  });
});

describe('titleOf cuts only where the words go on past the title', () => {
  it.each([
    ['Lucy in the Sky with Diamonds on piano', 'Lucy in the Sky with Diamonds'],
    ['Here Comes the Sun on guitar by summer', 'Here Comes the Sun'],
    ['Comfortably Numb on my Strat', 'Comfortably Numb'],
    ['Hallelujah at the church concert', 'Hallelujah'],
    ['Let It Be in 6 weeks', 'Let It Be'],
    ['Dancing in the Moonlight', 'Dancing in the Moonlight'],
    ['Perfect for my sister at her wedding', 'Perfect'],
    ['Riptide with friends at parties', 'Riptide'],
    ['Blackbird.', 'Blackbird'],
    // Titles that hold the words a tail starts with: kept whole where they are capitalised or go on capitalised.
    ['All I Want for Christmas Is You on piano', 'All I Want for Christmas Is You'],
    ['Killing Me Softly with His Song at my wedding', 'Killing Me Softly with His Song'],
    ['With or Without You', 'With or Without You'],
    ['Wake Me Up Before You Go-Go', 'Wake Me Up Before You Go-Go'],
    ['Stand by Your Man', 'Stand by Your Man'],
    ['Lost in Marrakesh', 'Lost in Marrakesh'],
    ['Jingle Bells for Christmas', 'Jingle Bells'],
  ])('%s → %s', (words, title) => {
    expect(titleOf(words)).toBe(title);
  });
});
