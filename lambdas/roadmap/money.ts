import { addDays } from '../../contract';
import { deadlineOf } from './deadline';

/**
 * A saving goal's own figures (issue #36, decision 141): "I have £400 saved, I earn £1,900 a month" →
 * "save £3,000 for a used car by next August" is £2,600 to go over 8 months, £325 a month, about £75 a
 * week, 17% of take-home pay. The amounts are read, never invented: the goal from the target, what is
 * already saved and the take-home pay from what the person says of themselves, a monthly amount they say
 * they can put aside, and the date (deadline.ts `deadlineOf`, with the seasons and years people also say).
 * The share of pay is weighed against the 20% the 50/30/20 guide leaves for saving and debt repayments
 * (E. Warren and A. Warren Tyagi, All Your Worth, 2005; as MoneyHelper's budgeting pages present it).
 */

/** The share of take-home pay the 50/30/20 guide leaves for saving (and paying down debt). */
const GUIDE_SHARE = 0.2;
const WEEKS_A_MONTH = 52 / 12;

export interface SavingPlan {
  /** The sentence for the plan's description and the preview: the person's figures. */
  say: string;
  /** The curriculum's holes, filled with the person's figures. */
  holes: Record<string, string>;
  /** They have the whole amount already: nothing is left that takes longer than the plan. */
  reached: boolean;
}

interface Amount {
  value: number;
  /** The currency symbol it was said in (a word said as its symbol), or '' when none was said. */
  symbol: string;
}

const SYMBOLS: Array<[RegExp, string]> = [
  [/^(£|gbp|pounds?|quid)$/i, '£'],
  [/^(\$|usd|dollars?|bucks)$/i, '$'],
  [/^(€|eur|euros?)$/i, '€'],
  [/^(¥|yen)$/i, '¥'],
  [/^(₹|rs\.?|inr|rupees?)$/i, '₹'],
];
const symbolOf = (said: string | undefined) => (said ? (SYMBOLS.find(([p]) => p.test(said.trim()))?.[1] ?? '') : '');
const SCALE: Record<string, number> = {
  k: 1_000,
  grand: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  million: 1_000_000,
  lakh: 100_000,
  lakhs: 100_000,
};

/**
 * An amount of money as people write it: "£3,000", "3000 pounds", "€2.5k", "5 grand", "$1.2m", "₹2 lakh",
 * "Rs 40,000". Groups: 1 the symbol before, 2 the number, 3 a scale, 4 the currency word after.
 */
const AMOUNT =
  /(£|\$|€|¥|₹|\brs\.?\s?|\b(?:gbp|usd|eur|inr)\s?)?(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(k|grand|thousand|m\b|million|lakhs?))?\b(?:\s?(pounds?|quid|dollars?|bucks|euros?|yen|rupees?)\b)?/gi;
/** What a bare number measures when it is not money: time, distance, weight, a share. */
const NOT_MONEY =
  /^\s*(?:%|percent|years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|kg|kilos?|lbs?|km|miles?|am|pm|st|nd|rd|th)\b/i;

/** Pieces of what the person wrote that each say one thing: "I have £400 saved, I earn £1,900 a month". */
const CLAUSES = /[;\n]|,(?!\d)|\.(?!\d)|\b(?:and|but|so|plus)\b/i;

const RATE =
  /(?<!\b(?:in|within|over|for|by) )\b(?:a|per|each|every) (?:month|week|year|annum)\b|\bmonthly\b|\bweekly\b|\bannual(?:ly)?\b|\/ ?(?:month|mo|week|wk|year|yr)\b|\bpcm\b|\bp\/?m\b|\bsalary\b/i;
const PER_WEEK = /\b(?:a|per|each|every) week\b|\bweekly\b|\/ ?(?:week|wk)\b/i;
const PER_YEAR = /(?<!\b(?:in|within|over|for|by) )\b(?:a|per|each|every) (?:year|annum)\b|\bannual(?:ly)?\b|\/ ?(?:year|yr)\b|\bsalary\b/i;
const PAY = /\b(?:earn\w*|take[- ]?home|salary|paid|income|wages?|make|bring (?:in|home)|net|after tax|pay|payslip)\b/i;
const CAN_SAVE =
  /\b(?:can|could|able to|afford to|manage to|want to)\b[^.]{0,20}\b(?:save|put (?:aside|away|by)|set aside|spare)\b|\bspare\b/i;
/** Amounts that are owed, spent or priced, not saved: never counted as savings. */
const NOT_SAVED = /\b(?:owe|debts?|loans?|credit card|overdraft|rent|mortgage|bills?|spend|spent|costs?|price[ds]?|worth)\b/i;
const SAVED = /\b(?:saved|savings|put (?:aside|away|by)|so far|already|have|i've got|got|in the bank|in my account|pot)\b/i;
const NOTHING_SAVED =
  /\b(?:no savings|nothing saved|(?:haven't|have not|never) saved|zero saved|start(?:ing)? from (?:zero|nothing|scratch))\b/i;

function amountsIn(clause: string): Amount[] {
  const found: Amount[] = [];
  for (const m of clause.matchAll(AMOUNT)) {
    const [whole, before, number, scale, word] = m;
    const value = Number(number!.replace(/,/g, '')) * (scale ? SCALE[scale.toLowerCase()]! : 1);
    const symbol = symbolOf(before ?? word);
    const after = clause.slice(m.index + whole.length);
    // A bare number is money only when it is large enough and measures nothing else: not "18 months", not "2027".
    const bare = !before && !word && !scale;
    if (bare && (value < 50 || NOT_MONEY.test(after) || /^(19|20)\d\d$/.test(number!))) continue;
    found.push({ value, symbol });
  }
  return found;
}

const clausesOf = (text: string) =>
  text
    .replace(/[’‘`´]/g, "'")
    .split(CLAUSES)
    .map((c) => c.trim())
    .filter(Boolean);

interface Read {
  goal?: Amount;
  saved?: Amount;
  /** Take-home pay a month, and whether it was said as a year's salary (before tax). */
  pay?: Amount & { yearly: boolean };
  /** What they say they can put aside a month. */
  transfer?: Amount;
  /** What the target is for: "a used car" from "£3,000 for a used car". */
  purpose?: string;
  nothingSaved: boolean;
}

/** The figures the person gave: the goal from the target, the rest from anything they wrote. */
export function readMoney(currentLevel: string, targetLevel: string, more = ''): Read {
  const read: Read = { nothingSaved: NOTHING_SAVED.test(`${currentLevel}\n${more}`) };
  const monthly = (clause: string, a: Amount): Amount => ({
    ...a,
    value: PER_WEEK.test(clause) ? a.value * WEEKS_A_MONTH : PER_YEAR.test(clause) ? a.value / 12 : a.value,
  });
  for (const clause of clausesOf(targetLevel)) {
    const [first] = amountsIn(clause);
    if (!first) continue;
    if (RATE.test(clause)) read.transfer ??= monthly(clause, first);
    else read.goal ??= first;
  }
  for (const clause of clausesOf(`${currentLevel}\n${more}`)) {
    const [first] = amountsIn(clause);
    if (!first) continue;
    if (RATE.test(clause) && PAY.test(clause) && !CAN_SAVE.test(clause))
      read.pay ??= { ...monthly(clause, first), yearly: PER_YEAR.test(clause) };
    else if (RATE.test(clause) && CAN_SAVE.test(clause)) read.transfer ??= monthly(clause, first);
    else if (!RATE.test(clause) && !NOT_SAVED.test(clause) && SAVED.test(clause)) read.saved ??= first;
  }
  const purpose = /\bfor (?:a |an |my |our |the )?((?:(?!\b(?:by|in|before|until|within|over|next|this)\b)[a-z'-]+ ?){1,5})/i.exec(
    targetLevel.replace(AMOUNT, ' '),
  );
  if (purpose && read.goal) read.purpose = purpose[0].replace(/^for /i, '').trim();
  return read;
}

/** The next season's first day, for "next summer", "by spring" (meteorological seasons, as the Met Office counts them). */
const SEASONS: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };

/** Months from today to the date the target names, and the words that named it; undefined when none. */
export function monthsTo(targetLevel: string, today: string): { months: number; said: string } | undefined {
  const words = targetLevel.toLowerCase();
  const years = /\b(?:in|within|over) (a|one|two|three|four|five|\d{1,2}) years?\b/.exec(words);
  if (years) {
    const n = ({ a: 1, one: 1, two: 2, three: 3, four: 4, five: 5 } as Record<string, number>)[years[1]!] ?? Number(years[1]);
    return { months: n * 12, said: targetLevel.slice(years.index, years.index + years[0].length) };
  }
  const season = /\b(?:(next|this|by|before|for)\s+)+(spring|summer|autumn|fall|winter)\b/.exec(words);
  if (season) {
    const month = SEASONS[season[2]!]!;
    const m = Number(today.slice(5, 7));
    let ahead = (month - m + 12) % 12 || 12;
    if (season[1] === 'next' && ahead < 3) ahead += 12;
    return { months: ahead, said: targetLevel.slice(season.index, season.index + season[0].length) };
  }
  const yearEnd = /\b(?:by|before) (?:the )?(?:end of (?:the|this) year|new year)\b/.exec(words);
  if (yearEnd) {
    const m = Number(today.slice(5, 7));
    return { months: Math.max(1, 12 - m + 1), said: targetLevel.slice(yearEnd.index, yearEnd.index + yearEnd[0].length) };
  }
  const deadline = deadlineOf(targetLevel, today);
  return deadline && { months: Math.max(1, Math.round(deadline.weeks / WEEKS_A_MONTH)), said: deadline.said };
}

/** "£2,600", "¥300,000", "2,600" (no symbol said): whole units, grouped in thousands. */
const money = (value: number, symbol: string) => `${symbol}${Math.round(value).toLocaleString('en-GB')}`;
/** A monthly or weekly figure rounded up to a step people set a transfer in: 5s, 10s over 1,000; the yen in 100s. */
const upTo = (value: number, symbol: string) => {
  const step = symbol === '¥' || symbol === '₹' ? (value > 10_000 ? 1_000 : 100) : value > 1_000 ? 10 : 5;
  return Math.ceil(value / step) * step;
};
const monthName = (today: string, months: number) => {
  const date = new Date(`${addDays(today, Math.round(months * 30.44))}T00:00:00Z`);
  return date.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/**
 * The person's saving figures as the plan says them, or undefined when they named no amount to save.
 * `today` is the date the plan is made ("YYYY-MM-DD"), which a named date counts from.
 */
export function savingFor(currentLevel: string, targetLevel: string, today: string, more = ''): SavingPlan | undefined {
  const read = readMoney(currentLevel, targetLevel, more);
  if (!read.goal) return undefined;
  const symbol = read.goal.symbol || read.saved?.symbol || read.pay?.symbol || read.transfer?.symbol || '';
  const $ = (n: number) => money(n, symbol);
  const saved = read.saved?.value ?? 0;
  const left = read.goal.value - saved;
  const what = `${$(read.goal.value)}${read.purpose ? ` for ${read.purpose}` : ''}`;
  const had = read.saved ? ` (${$(read.goal.value)} less the ${$(saved)} you have)` : read.nothingSaved ? ' (from nothing saved)' : '';
  if (left <= 0)
    return {
      say: `Your figures: ${what}, and you have ${$(saved)} already — the goal is reached. These weeks keep it safe in its own account, build the emergency buffer and set the next goal.`,
      holes: {
        aim: `Write the goal down: ${what}, already saved`,
        sum: `You have ${$(saved)}, the whole ${$(read.goal.value)}.`,
        transfer: 'the next goal',
        plot: `${$(saved)} of ${$(read.goal.value)}.`,
      },
      reached: true,
    };
  const found = monthsTo(targetLevel, today);
  // "next August" said as a date the goal is reached by; "in 18 months" and "by Christmas" as they are.
  const date = found && {
    ...found,
    said: /^(by|in|within|over|before|until|at|for)\b/i.test(found.said) ? found.said : `by ${found.said}`,
  };
  const pay = read.pay;
  const payWords = pay ? `${$(pay.yearly ? pay.value * 12 : pay.value)}${pay.yearly ? ' a year before tax' : ' take-home pay'}` : '';
  const shareOf = (monthly: number) => {
    if (!pay) return '';
    const share = Math.round((monthly / pay.value) * 100);
    const over = monthly > pay.value * GUIDE_SHARE;
    return ` That is about ${share}% of your ${payWords}${pay.yearly ? ' (a larger share of what arrives after tax)' : ''} — ${
      over
        ? `more than the 20% the 50/30/20 guide leaves for saving and debt repayments: week 2 looks for it in your spending, and if it is not there, 20% (${$(upTo(pay.value * GUIDE_SHARE, symbol))} a month) reaches ${$(left)} in about ${Math.ceil(left / (pay.value * GUIDE_SHARE))} months, a later date that holds.`
        : 'within the 20% the 50/30/20 guide leaves for saving and debt repayments.'
    }`;
  };
  if (date) {
    const monthly = upTo(left / date.months, symbol);
    const weekly = upTo(monthly / WEEKS_A_MONTH, symbol);
    const sum = `${$(left)} to save${had} over ${date.months} month${date.months === 1 ? '' : 's'} is ${$(monthly)} a month, about ${$(weekly)} a week.`;
    return {
      say: `Your figures: ${what} ${date.said}${/month/.test(date.said) ? '' : `, about ${date.months} month${date.months === 1 ? '' : 's'} away`}. ${sum}${shareOf(monthly)} These weeks set up the budget and the transfer; the saving itself takes about ${date.months} month${date.months === 1 ? '' : 's'}.`,
      holes: {
        aim: `Write the goal down: ${what} ${date.said}`,
        sum: `${sum} If it looks impossible, move the date rather than drop the goal.`,
        transfer: `${$(monthly)} a month`,
        plot: `From ${$(saved)} to ${$(read.goal.value)} ${date.said}, ${$(monthly)} a month.`,
      },
      reached: false,
    };
  }
  // No date: the transfer they can make, else a fifth of their pay, sets it; else two transfers show how it moves.
  const per = read.transfer?.value ?? (pay ? pay.value * GUIDE_SHARE : undefined);
  if (per) {
    const monthly = upTo(per, symbol);
    const months = Math.ceil(left / monthly);
    const from = read.transfer ? 'the amount you say you can put aside' : `20% of your ${payWords}, the 50/30/20 guide’s share for saving`;
    const sum = `${$(left)} to save${had}: at ${$(monthly)} a month (${from}) it takes about ${months} month${months === 1 ? '' : 's'}, by ${monthName(today, months)}, about ${$(upTo(monthly / WEEKS_A_MONTH, symbol))} a week.`;
    return {
      say: `Your figures: ${what}, with no date named. ${sum}${read.transfer ? shareOf(monthly) : ''} Week 1 makes that date yours.`,
      holes: {
        aim: `Write the goal down: ${what} by ${monthName(today, months)}`,
        sum: `${sum} A larger transfer brings the date closer; a smaller one that never stops beats a larger one that does.`,
        transfer: `${$(monthly)} a month`,
        plot: `From ${$(saved)} to ${$(read.goal.value)} by ${monthName(today, months)}, ${$(monthly)} a month.`,
      },
      reached: false,
    };
  }
  const at = (m: number) => `${$(m)} a month it takes about ${Math.ceil(left / m)} months`;
  const [small, large] = [upTo(left / 24, symbol), upTo(left / 12, symbol)];
  const sum = `${$(left)} to save${had}: at ${at(small)}, at ${at(large)}. Choose the transfer you can keep and the date follows.`;
  return {
    say: `Your figures: ${what}, with no date named. ${sum}`,
    holes: {
      aim: `Write the goal down: ${what}, and the date your transfer reaches it`,
      sum,
      transfer: 'the monthly target',
      plot: `From ${$(saved)} to ${$(read.goal.value)}, month by month.`,
    },
    reached: false,
  };
}
