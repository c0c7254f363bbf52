/**
 * A title the person named, cut from the words that follow it (decision 274): "play Walking on Sunshine on
 * guitar at my friend's birthday" names "Walking on Sunshine". A title may itself hold "on", "by", "in" or
 * "for" ("Smoke on the Water", "Stand by Me", "Dust in the Wind", "Waiting for a Girl Like You"), so a
 * pattern that stops at the first such word cuts it short; this cuts only where the words go on to an
 * instrument, an artist, a person, an occasion or a date.
 */

const INSTRUMENT = String.raw`(?:guitar|piano|keys|keyboard|ukulele|uke|violin|viola|fiddle|cello|double bass|bass|drums?|flute|recorder|sax(?:ophone)?|trumpet|trombone|clarinet|oboe|harp|banjo|mandolin|harmonica|organ|accordion|acoustic|electric|strat|stratocaster|tele|telecaster|les paul|fender|gibson|yamaha|casio|kit|stage)`;
const OCCASION = String.raw`(?:school|church|concert|recital|wedding|party|parties|karaoke|home|talent|gig|show|open mic|pub|festival|funeral|service|exam|audition|christmas|family|local|village|office|work)`;
const WHOSE = String.raw`(?:my|our|his|her|their|your)`;
const COUNT = String.raw`(?:\d+|a|an|one|two|three|four|five|six|eight|ten|twelve)`;
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*`;
const SEASON = String.raw`(?:year|month|summer|spring|autumn|fall|winter|christmas|easter|term)`;

const TAIL = new RegExp(
  String.raw`\s+(?:` +
    [
      // on guitar, on my acoustic, on the old piano, on stage
      String.raw`on (?:(?:the|a|an|${WHOSE}) )?(?:[\w'’-]+ )?${INSTRUMENT}\b`,
      // by the Beatles, by June; not "Stand by Me"
      String.raw`by (?!(?:me|you|myself|your side)\b)`,
      // for my wife, to my dad, at our wedding, with my band
      String.raw`(?:for|to|at|with) ${WHOSE}\b`,
      String.raw`(?:at|for|in) (?:(?:the|a|an) )?${OCCASION}s?\b`,
      String.raw`for (?:fun|myself|people|friends|others)\b`,
      String.raw`with (?:(?:the|a) band|friends|others|confidence|feeling|both hands|a capo|a pick)\b`,
      String.raw`in public\b`,
      String.raw`in (?:time|front)\b`,
      String.raw`in ${COUNT} (?:days?|weeks?|months?|years?)\b`,
      String.raw`in ${MONTH}\b`,
      String.raw`(?:this|next) ${SEASON}\b`,
      String.raw`before\b`,
      String.raw`so (?:that|i|we|it|they)\b`,
      String.raw`(?:properly|well|perfectly|smoothly|fluently|confidently|cleanly|again|from memory|from start|all the way|without)\b`,
    ].join('|') +
    ')',
  'i',
);

/** The title alone: the words before the first tail that cannot belong to it, without closing punctuation. */
export function titleOf(words: string): string {
  const tail = TAIL.exec(words);
  return (tail ? words.slice(0, tail.index) : words).trim().replace(/[.!?]+$/, '');
}
