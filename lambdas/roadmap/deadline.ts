import { addDays, weekdayOf } from '../../contract';
import type { Country } from './locale';

/**
 * A date the person names ("my interview is next week", "the wedding is in August", "exam on 12 June",
 * "by the end of the year"), read as calendar weeks from the day the plan starts, in their own words.
 * Decision records 079 (the first reading) and 190 (every way people say it, every option).
 */

/** A date the person names in their words, as weeks from today and in their words ("by Christmas"). */
export interface Deadline {
  /** Plan weeks from today to the date, at least 1: the last holds the date when a day is named. */
  weeks: number;
  /** As the person put it: "in 10 weeks", "by Christmas", "next December". */
  said: string;
  /** The day it falls on, "YYYY-MM-DD": the day named, else the earliest the words allow (a month's first). */
  date: string;
  /** Days from today to `date`. */
  away: number;
  /** Whether the words name the day itself ("on Friday", "14 March", "at Easter"): the event falls on it. */
  day: boolean;
  /** What happens on the date, in their words, when they name it: "interview", "wedding", "mum's 70th". */
  event?: string;
  /** Whether the words name a month and no day ("in July", "late August"): `date` is the earliest the words allow. */
  month?: boolean;
  /** A month's first whole week stands for it ("in August": from its first Monday, decision 365), not its 1st. */
  firstWeek?: true;
  /**
   * A date prepared for, not one to perform on (decision 397): a release, a birth, a move, a contract, visa or
   * lease that ends. The plan ends before it and nothing falls on it (`day` is false).
   */
  horizon?: true;
  /** The month of an exam session too near to enter, read as next year's ("December", decision 405). */
  session?: string;
}

/**
 * Words around a date that make it a horizon, not an event (decision 397): "my release date is in March", "when
 * I'm released", "the baby is due in May", "we move on 3 June", "my contract ends in April", "my visa runs out".
 */
const HORIZON =
  /\b(?:releas(?:e|ed)|(?:get|getting|come|coming) out|parole|(?:is|are|i'm|we're|she's|baby'?s?|am) due|due (?:date|on|in|at|by|around)|(?:baby|twins) (?:arrives?|comes?|is born)|(?:we|i|they)(?:'re| are| am)? (?:mov(?:e|ing)|relocat\w*|emigrat\w*)|moving (?:house|home|abroad|out|to)|the move|(?:contract|visa|permit|lease|tenancy|job|placement) (?:\w+ )?(?:ends?|expires?|runs? out|finish(?:es)?|is up)|runs? out|expir(?:es|y))\b/;

/** Counts as people say them, in words or figures. */
export const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  'a couple of': 2,
  'a few': 3,
};
const COUNT = `\\d{1,3}|a couple of|a few|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve`;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAMES = `${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec`;
const monthNumber = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3))) + 1;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Words that put what follows in the past ("three months ago I started", "I started in March"): not a date ahead. */
const PAST =
  /\b(?:ago|since|last|been \w+ing|was|were|did|had|started|began|begun|used to|took up|picked up|joined|moved|quit|stopped|ran|went|passed|failed|sat|raced|played)\b/;
/** Where the person says where they are, what they finished is behind them ("finished a bootcamp in spring", "stroke in January"). */
const PAST_NOW =
  /\b(?:died|passed away|passed on|widowed|buried|lost|laid off|made redundant|divorced|separated|split up|gave birth|had (?:a|the|my|our) (?:baby|son|daughter)|miscarr\w*|finished|completed|graduated|qualified|left|retired|diagnosed|born|bought|injured|broke|operated on|(?:had|after|since) (?:a |my )?(?:stroke|tia|heart attack)|(?:stroke|tia|heart attack)(?=\s*$| (?:in|on|last|this|back in|earlier)\b)|discharged|admitted (?:to|into) (?:hospital|the hospital|icu|intensive care|a ward))\b/;
/**
 * In a goal's own description, what the person tells of having done (decision 286): "I saw a juggler at
 * the carnival in July", "we went to Cornwall in August". A date in such a clause is history, not the plan's.
 */
const TOLD_WORDS =
  'saw|seen|watched|went|visited|loved|enjoyed|tried|fell|heard|came|met|performed|gave|spent|lost|broke|hurt|injured|married|moved';
const TOLD = new RegExp(`\\b(?:${TOLD_WORDS})\\b`);
/** The clause after a date tells it as the past: "in June I broke my ankle", "in July last year", "on 14 June we married". */
const TOLD_AFTER = new RegExp(
  `^[^.;!?\\n,]*?\\b(?:last year|the year before|years? ago|(?:i|we|he|she|they|it) (?:was|were|did|had|started|began|${TOLD_WORDS}))\\b`,
);
/** A count of days or weeks that is a rate or a past span, not a date: "5 days a week", "in 3 weeks last year". */
const RATE_AFTER = /^\s*(?:a|per|each|every)\s+(?:day|week|month|year)\b|^\s*ago\b|^\s*(?:of|out of) (?:the|every)\b/;

/**
 * A day of the month said alone (decision 410): "on the 22nd", "it's the 3rd", "by the 14th of next month", "the
 * 22nd at 10am". Only where the words end there or go on to when or to a new clause: "the 1st in my family", "the
 * 3rd time", "the 22nd floor" are no date.
 */
const ORDINAL =
  /(?:^|(?<=\b(?:is|'s|from) )|\b(?:on|by|before|until|till|for) )the ([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b(?: of (next) month\b| (next) month\b| of this month\b| this month\b)?(?=\s*(?:$|[.,;:!?)\n—–-]|(?:at|and|but|so|when|then|i|i'm|i've|we|it|is|if|morning|afternoon|evening|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b))/;
/** A day of every month, a bill or a payday, is a habit, not a date: "on the 1st of every month", "I get paid on the 28th". */
const MONTHLY_AFTER = /^\s*(?:of )?(?:every|each|a|per) month\b|^[^.;!?\n]*\b(?:every|each|per) month\b|^[^.;!?\n]*\bmonthly\b/;
const MONTHLY_BEFORE = /\b(?:every|each|monthly|paid|payday|pay|pays|rent|bills?|salary|wages?|debit|usually|always|normally)\b[^.;!?\n]*$/;

/** Days from one "YYYY-MM-DD" to another. */
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const daysBetween = (from: string, to: string) => Math.round((dayOf(to) - dayOf(from)) / 86_400_000);
const ymd = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** An exam or test named: its month is its first day. */
const EXAM = /\b(?:exams?|tests?|jlpt|hsk|topik|dele|delf|dalf|ielts|toefl|gcses?|a[- ]levels?|finals|mocks?|assessment)\b/i;

/** A language certificate sat in set sessions, entered for weeks or months ahead (decision 405). */
const SESSIONED = /\b(?:jlpt|dele|topik|delf|dalf)\b/i;
/** Words saying the person is entered for a session already: its date is kept. */
const ENTERED = /\b(?:registered|booked|signed up|entered|enrolled|my (?:exam|test) is)\b/i;

/** The next `month`-`day` on or after today (years on, when asked). */
function nextDate(today: string, month: number, day: number, yearsOn = 0): string {
  const year = Number(today.slice(0, 4));
  return ymd(year, month, day) >= today ? ymd(year + yearsOn, month, day) : ymd(year + 1 + yearsOn, month, day);
}

/**
 * Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher algorithm as given in Meeus,
 * "Astronomical Algorithms", ch. 8): Western Easter, the date most calendars and schools follow.
 */
export function easterOf(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/**
 * Meteorological seasons (the Met Office's and NOAA's: whole months, spring from 1 March in the north),
 * as the month each begins. The southern hemisphere's are the other way round (the Bureau of
 * Meteorology's: summer from 1 December), so a person in Australia or New Zealand (locale.ts) who says
 * "by summer" means December, not June.
 */
const SEASONS_NORTH: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };
const SOUTHERN: readonly Country[] = ['au', 'nz'];

/** A reading: the date, whether a day is named, and where in the text the words are. */
interface Found {
  date: string;
  day: boolean;
  at: RegExpExecArray;
  /** Weeks as counted from a span ("in 10 weeks": 10), when the words give them so. */
  weeks?: number;
  /** A month named without its day. */
  month?: boolean;
  /** Its first whole week stands for it. */
  firstWeek?: true;
  /** "Next year" said after it ("at Christmas dinner next year"): said with it. */
  nextYear?: boolean;
  /** An exam session too near to enter, read as next year's: its month's name (decision 405). */
  session?: string;
}

/**
 * A span of days or a week followed by the date itself is how long the event lasts, not when it is: "ride
 * LEJOG in 14 days next June", "the Camino in a week in September" (the date is read after it).
 */
const DATE_AFTER =
  /^\s*,?\s*(?:in|next|this|during)\s+(?:the\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|easter)\b/i;

const SPAN_AFTER = new RegExp(`${RATE_AFTER.source}|${DATE_AFTER.source}`, 'i');

/**
 * A named route before a span of days makes it how long the route takes, not when: "walk the West Highland Way in 6
 * days", "ride the Coast to Coast (C2C) in 3 days", "the Camino Francés in 5 days" (decision 282).
 */
const ROUTE_BEFORE =
  /\b(?:way|path|trail|route|camino(?:\s+\p{L}+)*|coast to coast|c2c|lejog|jogle|three peaks|3 peaks)\s*(?:\([^)]*\))?$/iu;

/**
 * A measure before a span makes it a pace, not a date: "15 km in a day", "3 times in a week", "1 kg in a month". "A
 * 5k in a fortnight", "my 10k in ten days" are a race, not a measure (decision 410).
 */
const MEASURE_BEFORE =
  /(?<![\d.,]|\b(?:a|an|the|my|our|his|her|their) )(?:\d+(?:[.,]\d+)?\s*(?:km|k|kms|miles?|mi|m|kg|lbs?|pounds|stone|pages?|words?|books?|steps|reps|hours?|minutes?|mins?)|times|once|twice)\s*$/;

/** The first match of `pattern` in `words` that no `past` words lead into (in the same clause). */
function ahead(past: RegExp, pattern: RegExp, words: string, after?: RegExp, before?: RegExp): RegExpExecArray | undefined {
  const global = new RegExp(pattern.source, 'g');
  for (const m of words.matchAll(global)) {
    const clause = words
      .slice(0, m.index)
      .split(/[.;,!?\n]|\b(?:and|but|so)\b/)
      .at(-1)!;
    if (past.test(clause) || past.test(m[0])) continue;
    if (after?.test(words.slice(m.index + m[0].length))) continue;
    if (before?.test(words.slice(0, m.index).trimEnd())) continue;
    return m as RegExpExecArray;
  }
  return undefined;
}

/** "Next year" said just after a day, a season or a month ("at Christmas dinner next year", "in May next year"): next year's. */
const nextYearAfter = (words: string, m: RegExpExecArray) => /^[^.,;!?\n]{0,40}?\bnext year\b/.test(words.slice(m.index + m[0].length));

/** The readings, in the order tried: the most specific words first. */
function readings(words: string, today: string, country: Country | undefined, past: RegExp): Found | undefined {
  const year = Number(today.slice(0, 4));
  // "14 March", "14th of March", "March 14th", "2027-03-14" — "12/06" is left alone: day or month first?
  const on = `(?:(?:on|by|before|until|till) (?:the )?)?`;
  const dayMonth = ahead(past, new RegExp(`\\b${on}(\\d{1,2})(?:st|nd|rd|th)?(?: of)? (${MONTH_NAMES})\\b`), words);
  const monthDay = ahead(
    past,
    new RegExp(`\\b${on}(${MONTH_NAMES}) (\\d{1,2})(?:st|nd|rd|th)?\\b(?!:|\\d| ?(?:hours?|minutes?|mins?|km|k\\b|miles?))`),
    words,
  );
  const isoDate = ahead(past, /\b(20\d\d)-(\d\d)-(\d\d)\b/, words);
  const dated = [dayMonth, monthDay].filter(Boolean).sort((a, b) => a!.index - b!.index)[0];
  if (isoDate && dayOf(isoDate[0]) >= dayOf(today)) return { date: isoDate[0], day: true, at: isoDate };
  if (dated) {
    const [d, m] = dated === dayMonth ? [Number(dated[1]), monthNumber(dated[2]!)] : [Number(dated[2]), monthNumber(dated[1]!)];
    // A real day of the month ("May 3"; "I may 3D-print" is not read: the day ends at a word's end).
    if (d >= 1 && d <= lastDayOf(year, m)) return { date: nextDate(today, m, d), day: true, at: dated };
  }

  // "On the 22nd", "by the 3rd", "the 14th of next month": a day of the month said without its month (decision
  // 410), this month's while still ahead, else the next month that has it. Not a rank, an age or a habit: "the 1st
  // in my family", "my 22nd birthday", "on the 1st of every month", "I get paid on the 28th".
  const ordinal = ahead(past, ORDINAL, words, MONTHLY_AFTER, MONTHLY_BEFORE);
  if (ordinal) {
    const d = Number(ordinal[1]);
    let [y, m] = [year, Number(today.slice(5, 7))];
    const next = () => ([y, m] = m === 12 ? [y + 1, 1] : [y, m + 1]);
    if (ordinal[2] || ordinal[3] || d < Number(today.slice(8))) next();
    while (d > lastDayOf(y, m)) next();
    return { date: ymd(y, m, d), day: true, at: ordinal };
  }

  // "in 10 weeks", "within three months", "in a fortnight", "in 5 days", "six weeks from now"; "over 6 days"
  // is how long an event lasts ("ride the Loire over 6 days in July"), not when it is.
  const span =
    ahead(
      past,
      new RegExp(
        `\\b(?:in|within|inside|over(?! (?:${COUNT}) days?\\b)|for the next|in the next|in under|in less than) (?:the next )?(${COUNT}) (days?|weeks?|fortnights?|months?)(?:'? time)?\\b`,
      ),
      words,
      SPAN_AFTER,
      MEASURE_BEFORE,
    ) ??
    ahead(
      past,
      // "2 weeks on, 2 weeks off" is a rota, not a date.
      new RegExp(
        `(?<!\\b(?:days?|weeks?) on,? (?:and |then )?)\\b(${COUNT}) (days?|weeks?|fortnights?|months?) (?:from now|from today|away|to go|off(?!,? (?:and |then )?(?:${COUNT}) (?:days?|weeks?) on\\b))\\b`,
      ),
      words,
      RATE_AFTER,
    );
  const route = !!span && span[2]!.startsWith('day') && ROUTE_BEFORE.test(words.slice(0, span.index).trimEnd());
  if (span && !route) {
    const count = NUMBERS[span[1]!] ?? Number(span[1]);
    const unit = span[2]!;
    const days = unit.startsWith('day') ? count : unit.startsWith('fortnight') ? count * 14 : unit.startsWith('week') ? count * 7 : 0;
    // A month is 4.345 weeks (365.25 / 12 / 7), as the earlier reading counted it.
    const weeks = days ? Math.max(1, Math.ceil(days / 7)) : Math.max(1, Math.round(count * 4.345));
    // "In 5 days" names the day itself: its week is the plan's last.
    if (unit.startsWith('day')) return { date: addDays(today, days), day: true, at: span };
    return { date: addDays(today, days || Math.round(count * 30.44)), day: false, at: span, weeks };
  }

  // "tomorrow", "on Friday", "this Saturday", "next Tuesday" — not "on Fridays" or "on Friday mornings" (a habit).
  // "The day after tomorrow" is two days on.
  const tomorrow = ahead(past, /\b(?:the day after )?tomorrow\b/, words);
  if (tomorrow) return { date: addDays(today, tomorrow[0].startsWith('the') ? 2 : 1), day: true, at: tomorrow };
  // "A week on Friday", "a fortnight on Tuesday", "Friday week": that weekday, a week or two after the next one.
  const later = ahead(
    past,
    new RegExp(
      `\\ba (week|fortnight) (?:on|from|this|next) (${WEEKDAYS.join('|')})\\b|\\b(${WEEKDAYS.join('|')}) (week|fortnight)\\b(?! (?:or|and))`,
    ),
    words,
  );
  if (later) {
    const want = WEEKDAYS.indexOf((later[2] ?? later[3])!) + 1;
    const span = (later[1] ?? later[4])!;
    const days = ((want - weekdayOf(today) + 7) % 7 || 7) + (span === 'fortnight' ? 14 : 7);
    return { date: addDays(today, days), day: true, at: later };
  }
  const weekday = ahead(
    past,
    new RegExp(`\\b(on|this|next|by|before|until|coming) (${WEEKDAYS.join('|')})\\b(?!s|'s| (?:mornings|evenings|nights|afternoons))`),
    words,
  );
  if (weekday) {
    const want = WEEKDAYS.indexOf(weekday[2]!) + 1;
    let days = (want - weekdayOf(today) + 7) % 7 || 7;
    // "Next Tuesday" is the one in next week's Monday-to-Sunday when this week's is still to come.
    if (weekday[1] === 'next' && want > weekdayOf(today)) days += 7;
    return { date: addDays(today, days), day: true, at: weekday };
  }
  const weekend = ahead(past, /\b(?:this|next|by the|on the|at the) weekend\b/, words);
  if (weekend) {
    const days = (6 - weekdayOf(today) + 7) % 7 || 7;
    return { date: addDays(today, days + (weekend[0].startsWith('next') ? 7 : 0)), day: true, at: weekend };
  }
  // "Next week", no day said: its middle, the Wednesday, so the plan's last week is the one holding most of it.
  const nextWeek = ahead(past, /\b(?:next|the coming|the following) week\b(?! or)/, words, RATE_AFTER);
  if (nextWeek) return { date: addDays(today, 10 - weekdayOf(today)), day: true, at: nextWeek };
  const endOf = ahead(
    past,
    /\b(?:by|before|until|at) the end of (?:the |this |(next) )?(month|year)\b|\bby (?:the )?(month|year)(?:'s)? end\b/,
    words,
  );
  if (endOf) {
    // "The end of next month" is its last day, not next month's middle.
    const next = endOf[1] ? 1 : 0;
    const m = Number(today.slice(5, 7)) + next;
    const [y, mm] = m > 12 ? [year + 1, m - 12] : [year, m];
    const date = (endOf[2] ?? endOf[3]) === 'month' ? ymd(y, mm, lastDayOf(y, mm)) : ymd(year + next, 12, 31);
    return { date, day: false, at: endOf };
  }
  // "Next month", no day said: its middle, as "next week" is — said on the 26th it is weeks away, not days.
  const nextMonth = ahead(past, /\b(?:next|the coming) month\b/, words, RATE_AFTER);
  if (nextMonth) {
    const m = Number(today.slice(5, 7));
    return { date: m === 12 ? ymd(year + 1, 1, 15) : ymd(year, m + 1, 15), day: false, at: nextMonth };
  }

  // Christmas, Easter and New Year, each the day it falls on; "my New Year's resolution" is not a date.
  // A present "for Christmas" ("got a guitar for Christmas", "my son gave me it for Christmas") is a past gift, not a date.
  const christmas = ahead(
    past,
    /\b(?:by|at|before|over|until|this|next) (?:christmas|xmas)\b|(?<!\b(?:got|given|gave|received|gifted|bought|present|gift)\b[^.,;!?\n]{0,40})\bfor (?:christmas|xmas)\b|\bchristmas (?:day|eve)\b/,
    words,
  );
  if (christmas) {
    const day = /eve/.test(christmas[0]) ? 24 : 25;
    const nextYear = nextYearAfter(words, christmas);
    const date = nextYear ? ymd(year + 1, 12, day) : nextDate(today, 12, day, christmas[0].startsWith('next') ? 1 : 0);
    return { date, day: true, at: christmas, ...(nextYear && { nextYear }) };
  }
  const easter = ahead(past, /\b(?:by|at|for|before|over|until|this|next) easter\b|\beaster (?:sunday|weekend|holidays?)\b/, words);
  if (easter) {
    let date = easterOf(year);
    if (date < today) date = easterOf(year + 1);
    if (easter[0].startsWith('next') && daysBetween(today, date) < 92) date = easterOf(Number(date.slice(0, 4)) + 1);
    const nextYear = nextYearAfter(words, easter);
    if (nextYear) date = easterOf(year + 1);
    return { date, day: true, at: easter, ...(nextYear && { nextYear }) };
  }
  const newYear = ahead(
    past,
    /\b(?:by|at|for|before|over|until) (?:the )?new year\b(?!'?s? (?:resolution|goal))|\bnew year'?s eve\b/,
    words,
  );
  if (newYear) return { date: nextDate(today, 12, 31), day: true, at: newYear };

  // "this summer", "by next spring", "before the winter": a season from its first day, by hemisphere.
  const season = ahead(
    past,
    /\b(this|next|by|in|before|until|over) (?:the )?(spring|summer|autumn|fall|winter)\b(?! (?:term|semester|of (?:19|20)\d\d))/,
    words,
  );
  if (season) {
    const north = SEASONS_NORTH[season[2]!]!;
    const starts = SOUTHERN.includes(country!) ? ((north + 5) % 12) + 1 : north;
    let date = nextDate(today, starts, 1);
    // Within a season already, "this summer" is now: its last day.
    const inIt = daysBetween(addDays(date, -365), today) >= 0 && daysBetween(addDays(date, -365), today) < 92;
    if (inIt && season[1] !== 'next') date = addDays(addDays(date, -365), 91);
    else if (season[1] === 'next' && daysBetween(today, date) < 92) date = nextDate(today, starts, 1, 1);
    const nextYear = nextYearAfter(words, season);
    if (nextYear && Number(date.slice(0, 4)) === year) date = ymd(year + 1, starts, 1);
    return { date, day: false, at: season, ...(nextYear && { nextYear }) };
  }

  // A month, alone or with a reason: "in August", "the wedding is in August", "before the baby arrives in March".
  const month = ahead(
    past,
    new RegExp(
      `\\b(next|this|by|in|before|until|till|early|late|end of|mid-?) (${MONTHS.join('|')})(?:,? (20\\d\\d)\\b)?\\b(?! of the| \\d)`,
    ),
    words,
  );
  if (month) {
    const m = monthNumber(month[2]!);
    // "In August" is the month's first days, not "by 1 August" (decision 365): its first whole week, from
    // the first Monday on or after the 1st, so that every day of the event's week is in the month.
    // (An exam in a month is prepared for by its first day: its sitting may be in the first days, JLPT's on a Sunday.)
    const inIt = /^(?:in|this|next|early)$/.test(month[1]!) && !EXAM.test(words);
    const firstWeek = (first: string) => (inIt ? addDays(first, (8 - weekdayOf(first)) % 7) : first);
    // A month with its year ("in December 2027", an exam's session): that one, never another year's; the
    // month we are in is its last day, and a month gone by is no date ahead (the plan does not move it).
    if (month[3]) {
      const named = Number(month[3]);
      const last = ymd(named, m, lastDayOf(named, m));
      if (last < today) return undefined;
      const from = ymd(named, m, 1);
      const date =
        from < today
          ? last
          : /^(?:late|end of)/.test(month[1]!)
            ? addDays(from, 20)
            : /^mid/.test(month[1]!)
              ? addDays(from, 14)
              : firstWeek(from);
      return { date, day: false, at: month, month: true, ...(inIt && date !== from && date !== last && { firstWeek: true as const }) };
    }
    let date = nextDate(today, m, 1);
    // "Next December" said within three months of it means the one after, as "this December" is the coming one.
    if (month[1] === 'next' && daysBetween(today, date) < 92) date = nextDate(today, m, 1, 1);
    // A language certificate sat in set sessions, named by its month alone, when that month begins within four
    // weeks ("JLPT N4 in December" said on 28 November): its registration closed weeks to months before (the
    // JLPT's in Japan late August to late September for December's, JEES; the DELE's weeks before each call,
    // Instituto Cervantes), so it is next year's session unless the person says they are entered (decision 405).
    const late =
      SESSIONED.test(words) &&
      !ENTERED.test(words) &&
      daysBetween(today, date) < 28 &&
      Number(date.slice(0, 4)) === Number(today.slice(0, 4));
    const nextYear = nextYearAfter(words, month) || late;
    if (nextYear) date = ymd(Number(today.slice(0, 4)) + 1, m, 1);
    if (/^(?:late|end of)/.test(month[1]!)) date = addDays(date, 20);
    else if (/^mid/.test(month[1]!)) date = addDays(date, 14);
    else date = firstWeek(date);
    return {
      date,
      day: false,
      at: month,
      month: true,
      ...(nextYear && { nextYear }),
      ...(late && { session: month[2]!.replace(/^./, (c) => c.toUpperCase()) }),
      ...(inIt && date.slice(8) !== '01' && { firstWeek: true as const }),
    };
  }
  return undefined;
}

/**
 * What happens on the date, in the person's words, when the words before it name it: "my interview is
 * next week" → "interview", "for my mum's 70th in six weeks" → "mum's 70th", "exam on 12 June" → "exam".
 */
function eventBefore(text: string): string | undefined {
  const whole = text
    .split(/[.;!?\n]|,|\b(?:and|but|so|because)\b/)
    .at(-1)!
    .trimEnd();
  // "The wedding is in August": the person says what is on the date. Else only a word for an event.
  const linked = /\s(?:is|are|will be|'s|’s|takes place|happens)$/i.test(whole);
  const clause = whole
    .replace(/\s+(?:is|are|will be|'s|’s|takes place|happens)$/i, '')
    .replace(/\s+(?:on|by|before|until|till|at|in|for|this|next)$/i, '')
    .trim();
  const owner = /\b(my|our|the|his|her|their)\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)$/i.exec(clause);
  const owned = owner?.[2];
  const named =
    /\b((?:best man'?s?\s+|maid of honou?r'?s?\s+|(?:[\w'’-]+\s+)?)(?:interview|exam|test|race|wedding|party|carnival|festival|fete|gala|show|concert|recital|audition|presentation|talk|speech|trip|holiday|birthday|marathon|half marathon|10k|5k|parkrun|gig|performance|match|\d+(?:st|nd|rd|th)))$/i.exec(
      clause,
    )?.[1];
  const noun =
    owned &&
    (linked ||
      /(?:interview|exam|test|race|wedding|party|carnival|festival|fete|gala|show|concert|recital|audition|presentation|talk|speech|trip|holiday|birthday|marathon|10k|5k|parkrun|gig|performance|match|\d(?:st|nd|rd|th))$/i.test(
        owned,
      ))
      ? owned
      : named?.replace(/^(?:my|our|the|his|her|their|a|an)\s+/i, '');
  // "The end of the month" and "the next" are when, not what.
  if (!noun || /^(?:end|start|beginning|middle)\b|^(?:next|last|first|one|day|date|week|month|year)$/i.test(noun)) return undefined;
  // Someone else's ("for her 60th birthday"), or anyone's ("the funeral"): said so, not "your funeral" (decision 228).
  const whose = noun === owned && /^(?:his|her|their|the)$/i.test(owner![1]!) ? `${owner![1]!.toLowerCase()} ` : '';
  return `${whose}${noun}`.replace(/’/g, "'");
}

/** Words before a month or a season in its clause that make it a goal's date: "by", "before", "until", "ready", "for our …". */
function purposeBefore(words: string, at: RegExpExecArray): boolean {
  const clause = words
    .slice(0, at.index)
    .split(/[.;,!?\n]|\b(?:and|but|so)\b/)
    .at(-1)!;
  return (
    /^(?:by|before|until|till|next|this)\b/.test(at[0]) || /\b(?:ready|due|in time|for (?:our|my|the|a|an|his|her|their))\b/.test(clause)
  );
}

/** Plan weeks from `today` until a date: the week holding it when the day is named, else the weeks before it. */
function weeksUntil(today: string, date: string, day: boolean): number {
  const days = daysBetween(today, date);
  return Math.max(1, day ? Math.floor(days / 7) + 1 : Math.ceil(days / 7));
}

/**
 * The plan's first day (issue #39, decision 228): the first of the person's weekdays on or after the
 * schedule's start. A plan week is the seven days from it (contract `planWeekdays`), so week N holds the
 * dates from `first + 7(N − 1)` to `first + 7N − 1`.
 */
export function firstPlanDay(start: string, weekdays: readonly number[]): string {
  const ahead = Math.min(...weekdays.map((d) => (d - weekdayOf(start) + 7) % 7));
  return addDays(start, Number.isFinite(ahead) ? ahead : 0);
}

/**
 * A date read from `today` counted in the plan's own weeks, from its first day (decision 228): a plan
 * starting after today holds the date in an earlier week than today's count says. The plan week holding
 * a named day, else the weeks before the date; `weeks` from today when the plan starts today.
 */
export function fromFirstDay(date: Deadline, today: string, first: string): Deadline {
  if (first === today) return date;
  return { ...date, weeks: weeksUntil(first, date.date, date.day) };
}

/**
 * The date a person's words name (issue #36): "in 10 weeks", "next week", "on Friday", "in a fortnight",
 * "by the end of the year", "this summer", "14 March", "the wedding is in August", "at Easter", or
 * undefined. Rates and the past are not dates: "I run 5 days a week", "a 10K in under 60 minutes",
 * "three months ago I started", "for the last 2 years", "March of the Penguins", "I may move".
 * `country` (locale.ts) turns the seasons round south of the equator; `where` is "now" for where the
 * person says they are, where what they finished is past ("finished a bootcamp in spring").
 */
export function deadlineOf(
  text: string,
  today: string,
  country?: Country,
  where: 'target' | 'now' | 'goal' = 'target',
): Deadline | undefined {
  const words = text.toLowerCase().replace(/[’‘`´]/g, "'");
  const past =
    where === 'now'
      ? new RegExp(`${PAST.source}|${PAST_NOW.source}`)
      : where === 'goal'
        ? new RegExp(`${PAST.source}|${TOLD.source}`)
        : PAST;
  const found = readings(words, today, country, past);
  if (!found) return undefined;
  const { at } = found;
  // A goal's description tells its story: a date its clause puts in the past is not the plan's ("in June I broke my ankle").
  if (where === 'goal' && TOLD_AFTER.test(words.slice(at.index + at[0].length))) return undefined;
  // As the person wrote it: "by Christmas", not "by christmas".
  const said = text.slice(at.index, at.index + at[0].length) + (found.nextYear ? ' next year' : '');
  const event = eventBefore(text.slice(0, at.index));
  // The clause the date is in, both sides of it: "the baby is due in May", "in April my visa runs out".
  const clause = `${words
    .slice(0, at.index)
    .split(/[.;!?\n]/)
    .at(-1)!} ${words.slice(at.index + at[0].length).split(/[.;!?\n,]/)[0]!}`;
  const horizon = HORIZON.test(clause);
  // A description also tells what the person does, when: "I sail with my dad in the summer", "we camp in
  // August" are no date. There, a month or a season is the plan's only for an event or a purpose ("for our
  // street carnival in July", "ready by spring"); a day, a span or "by", "before", "until" always are.
  if (where === 'goal' && !found.day && found.weeks === undefined && !event && !purposeBefore(words, at)) return undefined;
  return {
    weeks: found.weeks ?? weeksUntil(today, found.date, found.day && !horizon),
    said,
    date: found.date,
    away: daysBetween(today, found.date),
    day: found.day && !horizon,
    ...(horizon && { horizon: true as const }),
    ...(event && { event }),
    ...(found.month && { month: true }),
    ...(found.firstWeek && { firstWeek: true as const }),
    ...(found.session && { session: found.session }),
  };
}

/**
 * The weekday a target names as the goal's own day ("walk to church on Sunday mornings", "a long run every
 * Saturday", "5-a-side on Thursdays"), 1 = Monday … 7 = Sunday: where a training plan puts its long session
 * when the person has that day. Not a date ("on Friday" is one day, decision 190's).
 */
export function namedWeekday(words: string): number | undefined {
  const day = new RegExp(
    `\\b(?:on|every|each) (${WEEKDAYS.join('|')})s\\b|\\b(${WEEKDAYS.join('|')})s?\\b (?:mornings|afternoons|evenings)\\b|\\bevery (${WEEKDAYS.join('|')})\\b`,
    'i',
  ).exec(words);
  const name = day && (day[1] ?? day[2] ?? day[3])!.toLowerCase();
  return name ? WEEKDAYS.indexOf(name) + 1 : undefined;
}
