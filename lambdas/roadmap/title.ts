/**
 * A title the person named, cut from the words that follow it (decision 274): "play Walking on Sunshine on
 * guitar at my friend's birthday" names "Walking on Sunshine". A title may itself hold "on", "by", "in",
 * "for", "with" or "before" ("Smoke on the Water", "Stand by Me", "Dust in the Wind", "Killing Me Softly with
 * His Song", "All I Want for Christmas Is You"), so a pattern that stops at the first such word cuts it short;
 * this cuts only where the words go on to an instrument, an artist, a person, an occasion or a date.
 */

const INSTRUMENT = String.raw`(?:guitar|piano|keys|keyboard|ukulele|uke|violin|viola|fiddle|cello|double bass|bass|drums?|flute|recorder|sax(?:ophone)?|trumpet|trombone|clarinet|oboe|harp|banjo|mandolin|harmonica|organ|accordion|acoustic|electric|strat|stratocaster|tele|telecaster|les paul|fender|gibson|yamaha|casio|kit|stage)`;
const OCCASION = String.raw`(?:school|church|concert|recital|wedding|party|parties|karaoke|home|talent|gig|show|open mic|pub|festival|funeral|service|exam|audition|christmas|family|local|village|office|work)`;
const WHOSE = String.raw`(?:my|our|his|her|their|your)`;
const COUNT = String.raw`(?:\d+|a|an|one|two|three|four|five|six|eight|ten|twelve)`;
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`;
const SEASON = String.raw`(?:year|month|summer|spring|autumn|fall|winter|christmas|easter|term)`;

const tail = (parts: string[]) => new RegExp(String.raw`\s+(?:${parts.join('|')})`, 'gi');

/** Words no title goes on with: an instrument, an artist, a span of time. */
const SURE = tail([
  // on guitar, on my acoustic, on the old piano, on stage
  String.raw`on (?:(?:the|a|an|${WHOSE}) )?(?:[\w'’-]+ )?${INSTRUMENT}\b`,
  // by the Beatles, by June; not "Stand by Me", "Stand by Your Man"
  String.raw`by (?!(?:me|you|your|myself|your side)\b)`,
  String.raw`in (?:time|front)\b`,
  String.raw`in ${COUNT} (?:days?|weeks?|months?|years?)\b`,
  String.raw`(?:this|next) ${SEASON}\b`,
  String.raw`so (?:that|i|we|it|they)\b`,
]);

/**
 * Words a title may go on with ("with His Song", "for Christmas Is You", "Before You Go-Go", "With or Without
 * You"): a tail only when written in lower case and not followed by a capitalised word.
 */
const MAYBE = tail([
  String.raw`(?:for|to|at|with) ${WHOSE}\b`,
  String.raw`(?:at|for|in) (?:(?:the|a|an) )?${OCCASION}s?\b`,
  String.raw`for (?:fun|myself|people|friends|others)\b`,
  String.raw`with (?:(?:the|a) band|friends|others|confidence|feeling|both hands|a capo|a pick)\b`,
  String.raw`in public\b`,
  String.raw`in ${MONTH}`,
  String.raw`before\b`,
  String.raw`(?:properly|well|perfectly|smoothly|fluently|confidently|cleanly|again|from memory|from start|all the way|without)\b`,
]);

const capitalised = (word: string | undefined) => !!word && /^[A-Z]/.test(word) && word !== 'I';

/** Where a MAYBE tail really ends the title: its first word in lower case, the word after it not capitalised. */
function endsTitle(words: string, at: RegExpExecArray): boolean {
  const [first] = at[0].trim().split(/\s+/);
  if (capitalised(first)) return false;
  const next = words.slice(at.index + at[0].length).match(/^[\s'’]*([\w'’-]+)/)?.[1];
  return !capitalised(next);
}

/** The title alone: the words before the first tail that cannot belong to it, without closing punctuation. */
export function titleOf(words: string): string {
  const sure = [...words.matchAll(SURE)].map((m) => m.index);
  const maybe = [...words.matchAll(MAYBE)].filter((m) => endsTitle(words, m)).map((m) => m.index);
  const cut = Math.min(words.length, ...sure, ...maybe);
  return words
    .slice(0, cut)
    .trim()
    .replace(/[.!?]+$/, '');
}
