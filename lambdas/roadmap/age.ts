/**
 * Whether the person is a young person, under 18, read from their own words as their country is
 * (locale.ts; issue #36, decision 253), so that the help a plan sends them to is help that serves them: a
 * Year 11 pupil is not sent to an adult self-referral service (NHS Talking Therapies is for adults), but to
 * a parent or trusted adult, the school nurse or counsellor, their GP (who can refer to CAMHS), Kooth and
 * Childline — or, in the US, a school counselor, the pediatrician and 988.
 *
 * Read as young: an age under 18 said of themselves ("I'm 15", "as a 16-year-old"), a school year or grade
 * they are in ("I'm in Year 11", "a Year 10 student", "in 9th grade"), their own school exams or sixth form
 * ("my GCSEs", "revising for my A levels", "I'm in sixth form", "at high school") and a parent's say over
 * them ("my mum says I", "my parents won't let me"). Not read: someone else's age or school ("my son is
 * 15", "a 15-year-old car", "my Year 11 class"), a teacher of the year ("I teach Year 11", "head of year"),
 * a year of something else ("year 11 of my marriage"), a past ("in high school I was"), or an adult's own
 * life beside a parent's word ("I'm 35 and my mum says I work too much").
 */

/**
 * An age under 18 said of oneself, in years: "I'm 15", "I'm a 15 year old girl", "I am 16 years old", "as a
 * 17-year-old", "15 year old here". After the number only its years, or the sentence going on: "I'm 17 years
 * sober", "as a 12 string guitar player" and "I'm 15 minutes late" are no age.
 */
const OWN_AGE =
  /(?:\b(?:i'?m|i am|i turned|i'll be|i'?m aged|i am aged|as|being)\s+(?:an?\s+)?(?:only\s+|just\s+|nearly\s+|almost\s+)?|^\s*)(1[1-7]|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?:[- ]?(?:years?|yrs?)[- ]?old\b|\s*y\/?o\b|(?=\s*(?:$|[.,;:!?)]|(?:and|but|so|in|at|girl|boy|now)\b)))/im;

/** A school year or grade the person is in now: "I'm in Year 11", "a Year 10 student", "in 10th grade". */
const OWN_YEAR =
  /\b(?:i'?m|i am|currently|now)\s+(?:in\s+|a\s+)?(?:year\s+(?:[7-9]|1[0-3])|(?:[7-9]th|1[0-2]th) grade|grade\s+(?:[7-9]|1[0-2])|s[1-6]|(?:a\s+)?(?:freshman|sophomore|junior|senior)\s+(?:in|at)\s+high school)\b(?!\s+(?:of|into|teacher|tutor|class|form|team|pupils|students))|^\s*year\s+(?:[7-9]|1[0-3])\s+(?:student|pupil)\b|\ba year\s+(?:[7-9]|1[0-3])\s+(?:student|pupil)\b/im;

/** The person's own school, sixth form or school exams now: "my GCSEs", "I'm in sixth form", "at high school". */
const OWN_SCHOOL =
  /\b(?:my|doing|sitting|revising for|taking)\s+(?:\w+\s+){0,2}(?:gcses?|a[- ]levels?(?!\s*\d)|nat(?:ional)? ?5s?|highers|junior cert|leaving cert|sats|psats?)\b|\b(?:i'?m|i am|currently|still)\s+(?:at|in|a)\s+(?:high school|secondary school|sixth form|middle school|high school student|secondary school pupil|sixth former)\b|\b(?:my|our)\s+(?:high school|secondary school|sixth form)\b(?!\s+(?:days|years|reunion|sweetheart|diploma|ged|friends?))/i;

/** A parent's say over them: "my mum says I", "my parents won't let me", "my dad makes me". */
const PARENTS =
  /\bmy (?:mum|mom|mam|dad|parents?|step-?(?:mum|mom|dad))\s+(?:says? (?:i|that i)|said (?:i|that i)|won'?t let me|will not let me|doesn'?t let me|don'?t let me|(?:makes?|made) me (?:go|do|stop|study|revise|come|stay))\b/i;

/** Words of an adult who works with, or was once, a young person: their own teaching, a parent of a pupil, a past. */
const ADULT =
  /\b(?:i (?:teach|tutor|lecture)\b|(?:i'?m|i am|work as) an? (?:\w+ ){0,2}(?:teacher|tutor|lecturer|teaching assistant)\b|(?:i'?m|i am) (?:the )?head of year|my (?:\w+ ){0,2}(?:pupils|students)\b|my (?:son|daughter|child|kids?|teen\w*)(?:'s)?\b|(?:when|since|back) (?:i was )?(?:in|at) (?:high|secondary) school|after (?:high|secondary) school|years? (?:since|after) (?:my )?(?:gcses?|a[- ]?levels?)|(?:gcses?|a[- ]?levels?)\b[^.]{0,40}\b(?:years|decades) ago)/i;

/** An adult's own life said: an age of 18 or more, a spouse, their own children, a mortgage, a career, retirement. */
const ADULT_LIFE =
  /\b(?:i'?m|i am|aged?)\s+(?:1[89]|[2-9]\d)\b(?!\s*(?:%|hours?|minutes?|mins?|days?|weeks?|months?|kg|stone|lbs?|pounds?|miles?|km))|\bmy (?:husband|wife|fianc[ée]e?|mortgage|career|pension|grandchildren|landlord)\b|\b(?:i'?m|i am) (?:retired|a (?:mum|mom|dad|parent))\b/i;

/** True when the person's own words say they are under 18. */
export function isYoung(words: string): boolean {
  const text = words.replace(/[’‘`´]/g, "'");
  if (OWN_AGE.test(text)) return true;
  // A school word in an adult's words (a teacher's Year 11, a parent's child's GCSEs, a past) is not their own.
  if (ADULT.test(text) || ADULT_LIFE.test(text)) return false;
  return OWN_YEAR.test(text) || OWN_SCHOOL.test(text) || PARENTS.test(text);
}
