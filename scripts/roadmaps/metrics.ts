import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/**
 * Plan-quality figures (docs/decisions/013-plan-quality-metrics.md says why each one).
 * All are fractions from 0 to 1 over one plan's tasks, days or weeks.
 */
export interface PlanMetrics {
  /**
   * Distinct task titles / tasks: a plan that repeats itself is a template. A daily record (`dailyRecords`) counts
   * once: a pill taken or a diary kept every day is rightly the same each day (decision 383).
   */
  distinct: number;
  /** Tasks whose title repeats the week's theme: the sign of a theme pasted into sentences. */
  themeEcho: number;
  /** Tasks that carry a quantity (minutes, reps, words, pages, amounts) in the title or description. */
  quantity: number;
  /**
   * Mean distance of a week's minutes from the week's time (the daily time × its days), as a fraction of
   * it: the week is the budget (decision 028), so a long run on one day and shorter days around it miss nothing.
   */
  minuteMiss: number;
  /** Tasks given fewer minutes than their title states ("Long run: 60 minutes" at 25): a session cut short. */
  cut: number;
  /** Weeks with one day for each of the person's days (decision 055). */
  daysHeld: number;
  /** Weeks within the person's week and a tenth. */
  withinTime: number;
  /** Weeks over it only by one long day (or two back to back) that the week says (`overSaid`): counted apart, never as within. */
  overSaid: number;
  /** Weeks using at least 80% of the person's week. */
  used: number;
  /** Weeks sharing 80% or more of their task titles with an earlier week. */
  repeating: number;
  /** Tasks that use something ("your checklist") no task before them made. */
  dangling: number;
  /** Milestones counting more of something ("12 pomodoros") than their week's tasks schedule. */
  uncountable: number;
  /** Tasks whose words carry a length a person would not write ("a 13-minute chat"). */
  oddLengths: number;
  /** Days longer than the person's day and a tenth that their week does not say ("Day 4 takes 1 h 10 min for its session"). */
  longDays: number;
  /** Tasks that repeat a drill in generated words ("…, second round: the error you found"). */
  rounds: number;
  /** Weeks that are one part of a syllabus week spread over several ("…, part 2 of 3"). */
  parts: number;
  /** Days with no work of their own ("Light day"). */
  lightDays: number;
  /**
   * Weeks holding one task twice, word for word, that is not said as done each day (decision 280:
   * "Compare the entry salary in the ads…" on a light day of the week that did it).
   */
  twice: number;
}

/**
 * A task said as done each day, which a week holds once a day by right: its words say today, tonight,
 * each or every day, daily, or it is a diary, a journal, a tick or cards reviewed.
 */
export const SAID_DAILY =
  /\b(?:today|tonight|last night|this (?:morning|evening)|(?:each|every) (?:day|morning|evening|night)|daily|diary|journal|tick|flashcards?|after your anchor)\b|\bcards:|\b(?:word|vocab\w*|kanji|review\w*) cards\b/i;

/**
 * A task done once however daily its words: "Start the diary", "Choose the practice you will keep daily", "Log this week's
 * hours", the week's instruction ("… each night this week"), a rule ("If you missed yesterday…"), a check of a daily thing.
 */
const ONCE =
  /^(?:start|make|set up|create|build|open|begin|choose|pick|decide|plan|compare|agree|if)\b|^(?:log|write|total|count)\b.*\b(?:this|the|last) week['’]s\b|\beach (?:day|night|morning|evening) this week\b|^check\b.*\bevery day\b/i;

/**
 * A session of a programme, which its week holds on several days by design: said with its dose ("Brisk
 * walk: 30 minutes", "3 × 12 squats", "30 s each side"), as the session's own log, or as the next of a
 * series ("15 minutes on the next feature").
 */
const SESSION = /\b\d+ (?:minutes?|min|s|seconds)\b|\d ?×|× ?\d|\bthe session\b|\bnext\b/i;

/** A week's tasks said twice, word for word, that are not said as daily nor a session (its check and its rest days aside). */
export function twiceIn(week: RoadmapPlan['weeks'][number]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const task of week.days.flatMap((d) => d.tasks)) {
    const daily = SAID_DAILY.test(task.title) && !ONCE.test(task.title);
    if (/^(?:Milestone|Rest|A day off the plan):/.test(task.title) || daily || SESSION.test(task.title)) continue;
    if (seen.has(task.title)) twice.push(task.title);
    seen.add(task.title);
  }
  return twice;
}

/**
 * A week's daily records: a task said as done each day (`SAID_DAILY`, not `ONCE`) that every day of the week holds,
 * its rest days aside, on two days or more ("Your tablets after your anchor, then a tick"; "Sleep diary: today's
 * entry", decision 371). The method needs it every day, so its repeats are not a template (decision 383); a daily
 * task on only some of the week's days is not a record and counts as any other.
 */
export function dailyRecords(week: RoadmapPlan['weeks'][number]): Set<string> {
  const days = week.days.filter(
    (d) => !/: Rest day$/.test(d.title) && !d.tasks.every((t) => /^(?:Rest|A day off the plan):/.test(t.title)),
  );
  if (days.length < 2) return new Set();
  const [first, ...rest] = days.map((d) => new Set(d.tasks.map((t) => t.title)));
  return new Set([...first!].filter((t) => SAID_DAILY.test(t) && !ONCE.test(t) && !/^Milestone:/i.test(t) && rest.every((d) => d.has(t))));
}

/** A plan's task titles, lower-cased, each daily record (`dailyRecords`) once: the titles `distinct` counts. */
export function countedTitles(plan: RoadmapPlan): string[] {
  const seen = new Set<string>();
  return plan.weeks.flatMap((week) => {
    const records = dailyRecords(week);
    return week.days.flatMap((d) =>
      d.tasks.flatMap((t) => {
        const title = t.title.toLowerCase();
        if (!records.has(t.title)) return [title];
        if (seen.has(title)) return [];
        seen.add(title);
        return [title];
      }),
    );
  });
}

/**
 * The days of a plan over the person's day and a tenth (round 10's readers: 65 minutes on a 30-minute
 * day), except one long session the programme needs (a long run, a mock exam) that its week says
 * ("Day 4 takes 1 h 10 min for its session"): the session itself longer than the day, not a day of
 * lessons stacked.
 */
export function longDaysIn(plan: RoadmapPlan, dailyMinutes: number): { week: number; day: number; minutes: number }[] {
  return plan.weeks.flatMap((week, w) =>
    week.days.flatMap((day, d) => {
      const minutes = day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
      const said = new RegExp(`\\bDay ${d + 1} takes\\b`).test(week.description ?? '');
      const session = Math.max(...day.tasks.map((t) => t.estimatedMinutes));
      const excused = said && session > dailyMinutes;
      return minutes > dailyMinutes * 1.1 && !excused ? [{ week: w + 1, day: d + 1, minutes }] : [];
    }),
  );
}

/**
 * A week over the person's week that says so plainly (decision 348): its description names the long day ("Day 4 takes 3 h
 * for its longer session", "“A beginners' class” is kept whole on its day (1 hour) … keep that day free", "Day 6 (Sat) is
 * your day walk, kept whole at 4 h … keep that day free"), and at most two days are past the day and a tenth (the one long
 * session, or two back to back): the event's own length, said once, not days stacked. Reported as "over, said" beside
 * "within time", neither hidden in it nor counted as a failure of the same kind as a week over and unsaid.
 */
export const LONG_SAID = /\bDay \d+ takes\b|\bkeep (?:that day|those days) free\b/;
export function overSaid(week: RoadmapPlan['weeks'][number], dailyMinutes: number, daysPerWeek: number): boolean {
  if (minutesOf(week) <= dailyMinutes * daysPerWeek * 1.1 || !LONG_SAID.test(week.description ?? '')) return false;
  const long = week.days.filter((d) => d.tasks.reduce((n, t) => n + t.estimatedMinutes, 0) > dailyMinutes * 1.1);
  return long.length <= 2;
}

const tasksOf = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
/**
 * A day off the plan (scale.ts: "A day off the plan: this week’s work is on your other days", "Nothing to do or tick
 * today") asks no time of the person: its task's 5 minutes are the floor a stored task has (contract `taskMinutes`), not
 * work. A week's minutes are the time its other days ask (decision 348); a rest day's stretch or a look back is work and counts.
 */
export const DAY_OFF = /^A day off the plan\b/;
const dayOff = (day: RoadmapPlan['weeks'][number]['days'][number]) => day.tasks.every((t) => DAY_OFF.test(t.title));
export const minutesOf = (week: RoadmapPlan['weeks'][number]) =>
  week.days
    .filter((d) => !dayOff(d))
    .flatMap((d) => d.tasks)
    .reduce((m, t) => m + t.estimatedMinutes, 0);
/** A day placed again in its week says its round (place.ts, decision 281): the same work, once in the week's set. */
export const ROUND = /, (?:again|once more|a \w+ time) this week$|, (?:again|once more)$/;
/** A week's task titles, its milestone aside, numbers blanked: the work it holds. */
const titlesOf = (week: RoadmapPlan['weeks'][number]) =>
  new Set(
    week.days.flatMap((d) =>
      d.tasks.filter((t) => !/^milestone:/i.test(t.title)).map((t) => t.title.replace(ROUND, '').toLowerCase().replace(/\d+/g, '#')),
    ),
  );

/**
 * The length a task's title gives the task itself, if it gives one: a duration that opens the title,
 * perhaps after a label ("Long run: 60 minutes", "A 30-minute walk", "Listening: 14 minutes of…"), and
 * is not the length of something else ("the 20-minute rule", "screens off 60 minutes before bed",
 * "Awake about 20 minutes?"). A milestone checks a session done before; it states none of its own.
 */
export function statedMinutes(title: string): number | undefined {
  if (/^milestone:/i.test(title)) return undefined;
  const own =
    /^(?:[A-Z][\w' -]{0,30}: )?(?:\w+(?: \w+)? )?(\d{1,3})[- ]?(?:minutes?|mins?)\b(?![?]| (?:before|after|within|earlier|later|while|rule|blocks?|buffer|a day|per day))/i.exec(
      title,
    );
  return own ? Number(own[1]) : undefined;
}

/** The week's theme: its title without "Week N:", a trailing "(A1)" or "— again…". */
export function weekTheme(title: string): string {
  return title
    .replace(/^Week \d+:\s*/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+—.*$/, '')
    .trim()
    .toLowerCase();
}

const NUMBER_WORDS = /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|fifty|hundred|twice|half)\b/i;
export const hasQuantity = (text: string) => /\d/.test(text) || NUMBER_WORDS.test(text);

/**
 * Things a task may use that an earlier task must make, in any of their forms: a thing's name, the
 * pattern of its singular and plural ("checklists", "categories"), as a reader finds them.
 */
const THINGS: Record<string, string> = {
  checklist: 'check-?lists?',
  category: 'categor(?:y|ies)',
  baseline: 'baselines?',
  tracker: 'trackers?',
  budget: 'budgets?',
  template: 'templates?',
  pitch: 'pitch(?:es)?',
  'story bank': 'story banks?',
  spreadsheet: 'spreadsheets?',
  inventory: 'inventor(?:y|ies)',
  'shot list': 'shot ?lists?',
  routine: 'routines?',
  'cheat sheet': 'cheat ?sheets?',
  'mood board': 'mood ?boards?',
  'cutting list': 'cutting lists?',
  'word bank': 'word banks?',
  'phrase bank': 'phrase banks?',
  outline: 'outlines?',
  storyboard: 'storyboards?',
  draft: 'drafts?',
  post: 'posts?',
};
// A post is counted only "in the bank": "your wall posts grades" is not a blog's post.
const THING = Object.entries(THINGS)
  .filter(([name]) => name !== 'post')
  .map(([, pattern]) => pattern)
  .join('|');
/**
 * A use: "your X" or "the X" (a word or two between: "your 10-item checklist", "the week-1 baseline"),
 * or drafts counted "in the bank". What follows the name must not make it another thing ("the budget
 * app", "the draft day" are not the budget or a draft; "the pitch fader" is a DJ's control, not a pitch).
 */
const USES = new RegExp(
  `\\b(?:your|the) (?:[\\w'’-]+ ){0,2}?(${THING})\\b(?! (?:app|apps|meeting|period|line|box|day|deadline|stage|fader)\\b)|\\b(?:\\d+|one|two|three|four|five) (?:[\\w-]+ )?(drafts?|posts?) (?:[\\w-]+ )?in the bank\\b`,
  'gi',
);
/** Verbs that make a thing (loosely: a check, not a parser). */
const MAKING =
  /\b(make|makes|making|write|writing|create|set up|start|build|draw up|list|choose|pick|draft|drafting|plan|record|take|note|design|sketch|open|copy|fill in|jot|collect|gather|put together|save|outline|sort|split|group|sum|total|add up|measure|score|map out)\b/i;
const nameOf = (word: string) => Object.keys(THINGS).find((k) => new RegExp(`^(?:${THINGS[k]})$`, 'i').test(word))!;
/** Words that put a thing to use: "from your shot list", "beside the baseline". */
const USED_BY = /\b(?:use|using|from|following|follow|with|against|beside|next to|than|into|onto|on|in|to|compare|check|update|review)$/i;

/**
 * Whether a task's words make the thing: they name it (in any form) and say to make something. The task
 * that uses it makes it only where it names it before the use, or uses it other than as a tool ("Choose
 * an app: your tracker"), never by sharing a sentence with a verb ("Shoot it from your shot list").
 */
const makes = (thing: string, text: string, use?: RegExpMatchArray) => {
  const name = `(?:${THINGS[thing]})`;
  // "Baseline: a first attempt…", "Watering routine: …", "this is the baseline", "a paper tracker in sight" make it too.
  const introduced = new RegExp(
    `^(?:[\\w-]+ )?(?:your |the |a )?${name}\\b[^.]{0,30}[:,]|\\b(?:this|it) (?:is|becomes|will be) (?:your|the) ${name}|\\b(?:a|an) (?:[\\w-]+ ){0,2}${name}\\b`,
    'i',
  );
  const named = new RegExp(`\\b${name}\\b`, 'i');
  if (!named.test(text) || !(MAKING.test(text) || introduced.test(text))) return false;
  if (!use) return true;
  const before = text.slice(0, use.index);
  return named.test(before) || introduced.test(text) || !USED_BY.test(before.trimEnd());
};

/**
 * What a task's words use, by the thing's name ("checklist"). Not a use: a name with capitals ("the OWASP
 * Cheat Sheet", a document of its own), life's own routine ("your daily routine"), or "the same routine"
 * (the way a task was done before).
 */
const WORD_LIST = /^(?:new words|words|phrases|vocabulary|key words)\b/i;

export const usesOf = (text: string): string[] => usesIn(text).map((u) => u.thing);

function usesIn(text: string): { thing: string; at: RegExpMatchArray }[] {
  // A language's word list teaches its words ("New words: … the milestone, the budget"): it uses nothing.
  if (WORD_LIST.test(text)) return [];
  return [...text.matchAll(USES)]
    .filter((m) => !(m[1] && (/^[A-Z]/.test(m[1]) || /\b(?:same|daily|usual|everyday)\b/i.test(m[0]))))
    .map((m) => ({ thing: nameOf((m[1] ?? m[2])!.replace(/\s+/g, ' ')), at: m }));
}

/** The tasks using something no task before them (in the plan, or that task itself) made, with what they use. */
export function danglingIn(plan: RoadmapPlan): { task: string; thing: string }[] {
  const tasks = tasksOf(plan);
  const texts = tasks.map((t) => `${t.title}. ${t.description}`);
  return tasks.flatMap((task, k) => {
    const missing = usesIn(texts[k]!).filter(
      ({ thing, at }) => !makes(thing, texts[k]!, at) && !texts.slice(0, k).some((text) => makes(thing, text)),
    );
    return missing.length ? [{ task: task.title, thing: missing[0]!.thing }] : [];
  });
}

/** Tasks using something no task before them made. */
export const danglingReferences = (plan: RoadmapPlan): number => danglingIn(plan).length;

const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
/** The things a milestone may count, with the stems a task scheduling one is found by (a photographer's "frames" are photos). */
const COUNTABLE: [RegExp, string[]][] = [
  [/pomodoros?/, ['pomodoro']],
  // (Not "entry roles" or "entry-level": a kind of job, not a log's entry.)
  [/entr(?:y|ies)(?![ -](?:roles?|level|jobs?)\b)/, ['entr', 'log', 'diary', 'journal']],
  [/sessions?/, ['session']],
  [/runs?/, ['run']],
  [/walks?/, ['walk']],
  [/workouts?/, ['workout']],
  [/applications?/, ['appli', 'apply']],
  [/conversations?/, ['conversation']],
  [/messages?/, ['message']],
  [/pages?/, ['page']],
  [/sketch(?:es)?|thumbnails?/, ['sketch', 'thumbnail']],
  [/drawings?/, ['drawing', 'draw']],
  [/photos?|photographs?|frames?|shots?/, ['photo', 'frame', 'shot']],
  [/recordings?/, ['record']],
  [/chats?/, ['chat']],
  [/calls?/, ['call']],
  [/coffees?/, ['coffee']],
  [/meals?/, ['meal', 'cook']],
  [/drafts?/, ['draft']],
  [/(?:case )?studies|case study/, ['stud']],
  [/mocks?/, ['mock']],
  [/lessons?/, ['lesson']],
  [/posts?/, ['post']],
  [/stories|story/, ['stor']],
  [/answers?/, ['answer']],
  [/ticks?/, ['tick']],
  [/meetings?/, ['meeting']],
  [/chapters?/, ['chapter']],
  [/episodes?/, ['episode']],
  [/scenes?/, ['scene']],
  [/loa(?:f|ves)/, ['loaf', 'loav', 'bake']],
  [/games?/, ['game']],
  [/routes?|climbs?/, ['route', 'climb']],
  [/poems?/, ['poem']],
  [/songs?/, ['song']],
  [/scenarios?/, ['scenario']],
];
const COUNTED = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(NUMBERS).join('|')}) (?:complete |full |more |written |logged |daily |new |short |informational |finished |whole |first |rated |recorded )?(${COUNTABLE.map(([r]) => r.source).join('|')})\\b`,
  'gi',
);
/**
 * A size, not a count of work: a draft's or an outline's pages or scenes said as an estimate or a range
 * ("about 10 pages", "8–15 scenes"): one piece of work that long, whatever the tasks writing it are called.
 */
const SIZE = /(?:\b(?:about|around|roughly)|\d\s*(?:–|-|to)\s*)\s*$/i;
const counts = (title: string) =>
  [...title.matchAll(COUNTED)].find((m) => !(/^(?:pages?|scenes?)$/i.test(m[2]!) && SIZE.test(title.slice(0, m.index))));

/** The milestones counting more of a thing than their week's tasks schedule, with what they count and how many are scheduled. */
export function uncountableIn(plan: RoadmapPlan): { milestone: string; counts: number; scheduled: number }[] {
  const found: { milestone: string; counts: number; scheduled: number }[] = [];
  // A week spread over several ("…, part 3 of 3") counts what all its parts schedule.
  const spread = (title: string) => title.replace(/^Week \d+:\s*/, '').replace(/, part \d+ of \d+.*$/, '');
  plan.weeks.forEach((week, k) => {
    const parts = /, part (\d+) of \d+/.exec(week.title);
    const first = parts ? k - Number(parts[1]) + 1 : k;
    const tasks = plan.weeks
      .slice(Math.max(0, first), k + 1)
      .filter((w) => spread(w.title) === spread(week.title))
      .flatMap((w) => w.days.flatMap((d) => d.tasks));
    for (const milestone of week.days.flatMap((d) => d.tasks).filter((t) => /^milestone:/i.test(t.title))) {
      const counted = counts(milestone.title);
      if (!counted) continue;
      // "Ten meals in your repertoire", "a bank of 8 stories": what the plan has made so far, not this week alone.
      const sofar = /\b(?:in your repertoire|in total|so far|in all|a bank of|in your [\w-]+ bank)\b/i.test(milestone.title);
      const counting = sofar ? plan.weeks.slice(0, k + 1).flatMap((w) => w.days.flatMap((d) => d.tasks)) : tasks;
      const wanted = NUMBERS[counted[1]!.toLowerCase()] ?? Number(counted[1]);
      const stems = COUNTABLE.find(([r]) => new RegExp(`^(?:${r.source})$`, 'i').test(counted[2]!))![1];
      const schedules = (t: (typeof tasks)[number]) => t !== milestone && stems.some((s) => t.title.toLowerCase().includes(s));
      // A session is a day's work, whatever its tasks are called ("Push-ups A", "Push-ups B").
      const days = stems.includes('session')
        ? plan.weeks
            .slice(Math.max(0, first), k + 1)
            .flatMap((w) => w.days.filter((d) => d.tasks.some((t) => !/^milestone:/i.test(t.title))))
        : [];
      const scheduling = counting.filter(schedules);
      // A task may schedule several ("3 pomodoros", "two drafts"): count the number it names, or one.
      const named = scheduling.reduce(
        (n, t) =>
          n +
          Math.max(
            1,
            ...stems.map((s) => {
              // ("Send 2 more tailored applications" and "Apply to 2 more roles" schedule two.)
              const number = `(\\d+|${Object.keys(NUMBERS).join('|')})`;
              const m =
                new RegExp(`\\b${number} (?:more )?(?:[\\w-]+ )?${s}`, 'i').exec(t.title) ??
                (s === 'apply' ? new RegExp(`\\bapply (?:to|for) ${number}\\b`, 'i').exec(t.title) : null);
              return m ? (NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1])) : 1;
            }),
          ),
        0,
      );
      if (Math.max(named, days.length) < wanted) found.push({ milestone: milestone.title, counts: wanted, scheduled: named });
    }
    for (const milestone of week.days.flatMap((d) => d.tasks).filter((t) => /^milestone:/i.test(t.title)))
      found.push(...scheduleMisses(milestone.title, week, tasks, plan.weeks.slice(0, k + 1)));
  });
  return found;
}

type PlanWeek = RoadmapPlan['weeks'][number];
type PlanTask = PlanWeek['days'][number]['tasks'][number];

const TIMES: Record<string, number> = { once: 1, twice: 2 };
/** Words that say little of what a task is about: not the thing a milestone counts. */
const PLAIN = new Set([
  'the',
  'your',
  'this',
  'that',
  'week',
  'done',
  'with',
  'and',
  'each',
  'every',
  'day',
  'days',
  'time',
  'times',
  'one',
  'own',
  'from',
  'into',
  'more',
  'once',
]);
const content = (text: string) =>
  text
    .toLowerCase()
    .replace(/[“”"]/g, '')
    .split(/[^a-z0-9'-]+/)
    .filter((w) => w.length >= 4 && !PLAIN.has(w));

/**
 * The counts readers check beyond a number of things (round 10's readers, pattern 5): "the top step done
 * three times" against the times its tasks schedule it; "four nights" or "5 days" against the days the
 * week has; "every day" against the days holding the week's daily task; "3 leaks named" against a task
 * that names them. Each miss reads as the others: the milestone, what it counts, what is scheduled.
 */
function scheduleMisses(
  title: string,
  week: PlanWeek,
  tasks: readonly PlanTask[],
  sofar: readonly PlanWeek[],
): { milestone: string; counts: number; scheduled: number }[] {
  const out: { milestone: string; counts: number; scheduled: number }[] = [];
  const body = title.replace(/^milestone:\s*/i, '');
  const others = tasks.filter((t) => !/^milestone:/i.test(t.title));
  // "… done three times", "the top step done twice": the thing is what the milestone quotes, else the words before the count.
  // ("Without missing twice" is a habit's rule, not a count; "five times out of ten" a rate of a session's tries.)
  const times = new RegExp(
    `^(.*?)\\b(?<!\\bmiss(?:ing|ed)? )(?:(\\d{1,2}|${Object.keys(NUMBERS).join('|')}) times|(once|twice))\\b(?! (?:in (?:one|a|each) session|in a row|a day|a set|out of))`,
    'i',
  ).exec(body);
  if (times) {
    const wanted = times[3] ? TIMES[times[3].toLowerCase()]! : (NUMBERS[times[2]!.toLowerCase()] ?? Number(times[2]));
    const quoted = /“([^”]+)”/.exec(times[1]!)?.[1]?.toLowerCase();
    // (A word's stem: "walking" is found in "Walk 30 minutes".)
    const words = content(times[1]!)
      .slice(-2)
      .map((w) => w.slice(0, Math.max(4, w.length - 3)));
    const doing = (t: PlanTask) => (quoted ? t.title.toLowerCase().includes(quoted) : words.some((w) => t.title.toLowerCase().includes(w)));
    const scheduled = others.filter(doing).length;
    if ((quoted || words.length) && wanted > 1 && scheduled < wanted) out.push({ milestone: title, counts: wanted, scheduled });
  }
  // "Four nights cooked" on three days a week: no more of a week's days than it has.
  const nights = new RegExp(
    `\\b(\\d{1,2}|${Object.keys(NUMBERS).join('|')}) (?:(?:[\\w-]+ )?(?:nights|evenings|mornings|days))\\b(?! (?:in a row|running))`,
    'i',
  ).exec(body);
  if (nights) {
    const wanted = NUMBERS[nights[1]!.toLowerCase()] ?? Number(nights[1]);
    // (Over seven, the count runs over several weeks: "30 days on the tracker".)
    if (wanted > week.days.length && wanted <= 7 && !/\bweeks?\b/i.test(body))
      out.push({ milestone: title, counts: wanted, scheduled: week.days.length });
  }
  // "Ticked every day this week": every day of the week holds the task most of its days hold.
  if (/\bevery (?:day|night|evening|morning)\b/i.test(body)) {
    const stem = (t: PlanTask) => content(t.title).slice(0, 2).join(' ');
    const perDay = week.days.map(
      (d) =>
        new Set(
          d.tasks
            .filter((t) => !/^milestone:/i.test(t.title))
            .map(stem)
            .filter(Boolean),
        ),
    );
    const counts = new Map<string, number>();
    for (const stems of perDay) for (const s of stems) counts.set(s, (counts.get(s) ?? 0) + 1);
    const [, most] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    if (most * 2 >= week.days.length && most < week.days.length) out.push({ milestone: title, counts: week.days.length, scheduled: most });
  }
  // "3 leaks named": some task before it, in the plan so far, names them.
  const named = new RegExp(
    `\\b(\\d{1,2}|${Object.keys(NUMBERS).join('|')}) ([a-z-]+?)(?:es|s)? (?:named|listed|found|written|chosen|picked)\\b`,
    'i',
  ).exec(body);
  if (named) {
    const stem = named[2]!.toLowerCase();
    const all = sofar.flatMap((w) => w.days.flatMap((d) => d.tasks)).filter((t) => !/^milestone:/i.test(t.title));
    if (!all.some((t) => `${t.title} ${t.description}`.toLowerCase().includes(stem)))
      out.push({ milestone: title, counts: NUMBERS[named[1]!.toLowerCase()] ?? Number(named[1]), scheduled: 0 });
  }
  return out;
}

/** Milestones counting more of a thing than their week's tasks schedule. */
export const uncountableMilestones = (plan: RoadmapPlan): number => uncountableIn(plan).length;

export function planMetrics(plan: RoadmapPlan, dailyMinutes: number, daysPerWeek = 5): PlanMetrics {
  const tasks = tasksOf(plan);
  const titles = countedTitles(plan);
  let echoes = 0;
  for (const week of plan.weeks) {
    const theme = weekTheme(week.title);
    for (const day of week.days) for (const task of day.tasks) if (theme.length > 3 && task.title.toLowerCase().includes(theme)) echoes++;
  }
  const weekMiss = (week: RoadmapPlan['weeks'][number]) => {
    const budget = dailyMinutes * week.days.length;
    return Math.abs(week.days.flatMap((d) => d.tasks).reduce((m, t) => m + t.estimatedMinutes, 0) - budget) / budget;
  };
  return {
    distinct: new Set(titles).size / titles.length,
    themeEcho: echoes / tasks.length,
    quantity: tasks.filter((t) => hasQuantity(t.title) || hasQuantity(t.description)).length / tasks.length,
    minuteMiss: plan.weeks.reduce((n, w) => n + weekMiss(w), 0) / plan.weeks.length,
    cut: tasks.filter((t) => (statedMinutes(t.title) ?? 0) > t.estimatedMinutes).length / tasks.length,
    daysHeld: plan.weeks.filter((w) => w.days.length === daysPerWeek).length / plan.weeks.length,
    withinTime: plan.weeks.filter((w) => minutesOf(w) <= dailyMinutes * daysPerWeek * 1.1).length / plan.weeks.length,
    overSaid: plan.weeks.filter((w) => overSaid(w, dailyMinutes, daysPerWeek)).length / plan.weeks.length,
    used: plan.weeks.filter((w) => minutesOf(w) >= dailyMinutes * daysPerWeek * 0.8).length / plan.weeks.length,
    repeating:
      plan.weeks.filter((w, k) => {
        const mine = titlesOf(w);
        return plan.weeks.slice(0, k).some((earlier) => {
          const theirs = titlesOf(earlier);
          return [...mine].filter((t) => theirs.has(t)).length >= 0.8 * mine.size;
        });
      }).length / plan.weeks.length,
    dangling: danglingReferences(plan),
    uncountable: uncountableMilestones(plan),
    oddLengths:
      tasks.filter((t) =>
        [...`${t.title} ${t.description}`.matchAll(/\b(\d{1,3})[- ]minutes?\b/gi)].some((m) => Number(m[1]) > 5 && Number(m[1]) % 5 !== 0),
      ).length / tasks.length,
    longDays: longDaysIn(plan, dailyMinutes).length / plan.weeks.flatMap((w) => w.days).length,
    rounds: tasks.filter((t) => /, (?:second round|again|from last week): /.test(t.title)).length / tasks.length,
    parts: plan.weeks.filter((w) => /, part \d+ of \d+/.test(w.title)).length / plan.weeks.length,
    lightDays:
      plan.weeks.flatMap((w) => w.days).filter((d) => /\bLight day\b/.test(d.title)).length / plan.weeks.flatMap((w) => w.days).length,
    twice: plan.weeks.filter((w) => twiceIn(w).length > 0).length / plan.weeks.length,
  };
}

/**
 * Task wordings of a plan, with numbers and the week's theme blanked out, so a sentence template
 * filled with different themes counts as the same wording.
 */
function wordings(plan: RoadmapPlan): Set<string> {
  const out = new Set<string>();
  for (const week of plan.weeks) {
    const theme = weekTheme(week.title);
    for (const day of week.days) {
      for (const task of day.tasks) {
        const title = task.title.toLowerCase();
        out.add((theme.length > 3 ? title.split(theme).join('…') : title).replace(/\d+/g, '#'));
      }
    }
  }
  return out;
}

/** Shared task wordings of two plans / the smaller plan's wordings. */
export function overlap(a: RoadmapPlan, b: RoadmapPlan): number {
  const [sa, sb] = [wordings(a), wordings(b)];
  const shared = [...sa].filter((t) => sb.has(t)).length;
  return shared / Math.min(sa.size, sb.size);
}
