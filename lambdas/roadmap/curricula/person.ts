import * as z from 'zod/mini';
import { once, readData, text } from './data';

/**
 * The shape of `_person.json`: what people say of themselves that a plan works in (person.ts) — pain,
 * ADHD, burnout, a layoff, shyness, diets and conditions in a food plan, a variable income — as data,
 * read on first use beside the curricula (lib copies `curricula/*.json` beside the bundles), so the
 * function's code does not carry the tables' text (decision 099). The rules that apply them stay in
 * person.ts.
 */
/** Case-insensitive regular expressions, checked to compile. */
const pattern = text(300).check(
  z.refine((p) => {
    try {
      return !!new RegExp(p, 'i');
    } catch {
      return false;
    }
  }, 'not a regular expression'),
);

const taskSchema = z.strictObject({
  title: text(120),
  description: z.string().check(z.trim(), z.minLength(20), z.maxLength(600)),
  /** @default 5 */
  minutes: z.optional(z.int().check(z.gte(5), z.lte(60))),
  /** The minutes it can honestly take instead, [shortest, longest], shown as `{minutes}` (curricula/schema.ts). */
  flex: z.optional(z.tuple([z.int().check(z.gte(5)), z.int().check(z.lte(60))])),
});
/** A task written out, or the name of one of the file's shared `tasks`. */
/** A swap: a regular expression and its replacement, kept as written (a leading space matters). */
const swapSchema = z.strictObject({ from: pattern, to: z.string().check(z.maxLength(300)) });

const taskOrName = z.union([taskSchema, text(40)]);

/** Where the curriculum's sessions are of a kind a constraint's words would contradict (person.ts `sessionKind`). */
export const SESSION_KINDS = ['speed', 'training', 'practice', 'still', 'language', 'reading', 'habit'] as const;

/**
 * A constraint's way with a task (person.ts `adapted`): a task whose title or description its pattern matches has
 * its words rewritten (`rewrite`, titles too) and a sentence added to its description (`add`); `{language}` is the
 * plan's language. The first of a constraint's ways that matches a task is the one applied.
 */
const adaptSchema = z.strictObject({ match: pattern, rewrite: z.optional(z.array(swapSchema)), add: z.optional(text(400)) });

const wordsSchema = z.strictObject({
  /** Said first in the plan and the preview, as a warning is. */
  say: z.optional(text(800)),
  /** Opens the plan's first day. */
  first: z.optional(z.nullable(taskOrName)),
  /** One a week, in turn, on each week's first day, kept however short the day. */
  weekly: z.optional(z.array(taskOrName)),
  /**
   * The way each week's sessions are done, added to every day's first task: `{block}` grows from
   * `blocks.from` minutes by `step` every `every` weeks up to `max`. Null: the sessions are left as they are.
   */
  session: z.optional(
    z.nullable(
      z.strictObject({
        say: text(300),
        blocks: z.optional(z.strictObject({ from: z.int(), step: z.int(), every: z.int().check(z.gte(1)), max: z.int() })),
      }),
    ),
  ),
});

const constraintSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  /** As the read-back names it. */
  name: text(80),
  /** Read in what the person wrote, denials taken out ("no injuries" is not an injury). */
  match: z.array(pattern),
  /** Read in the words as written, denials included: "I don't eat meat"; a condition, where a missed one costs more than a caution. */
  written: z.optional(z.array(pattern)),
  /** The options it applies to at all, said and worked in. @default every option */
  options: z.optional(z.array(text(80))),
  /** Options where a track of their own already serves it (Sleep Improvement's new-parent nights): said and worked in nowhere there. */
  except: z.optional(z.array(text(80))),
  /** The kinds of plan it applies to at all (person.ts `sessionKind`): hearing loss in a language plan only. @default every plan */
  plans: z.optional(z.array(z.enum(SESSION_KINDS))),
  /** Its ways with the curriculum's own tasks, weeks and practice alike: a listening task with the transcript open. */
  adapt: z.optional(z.array(adaptSchema)),
  /** Its ways with the weeks' titles and objectives ("Blocks that grow"), rewritten as `adapt` rewrites a task. */
  weeks: z.optional(z.array(swapSchema)),
  /**
   * The day's minutes are an envelope, not a floor to grow from (an energy-limiting condition, decision 409): no
   * task runs longer than the person's minutes a day, a long sitting included.
   */
  envelope: z.optional(z.literal(true)),
  /** Where it changes the weeks (categories). @default every category */
  in: z.optional(z.array(text(20))),
  /** How many of its `weekly` tasks each week takes, in turn: two where they are the target's own work. @default 1 */
  perWeek: z.optional(z.int().check(z.gte(1), z.lte(3))),
  /** Its `say` tells of the tasks it adds: not said where a curriculum `handles` it, so adds none (a track's own people sketches). */
  saysTasks: z.optional(z.literal(true)),
  /**
   * Parts of the words set aside before this constraint reads them (the file's `aside` lists, by name):
   * what is said of someone else ("my son's ADHD"), of a past that has healed ("fully healed"), of a
   * pregnancy that is over ("ran before pregnancy").
   */
  aside: z.optional(z.array(text(40))),
  /** Stricter constraints say this one's part too (vegan over vegetarian): the other is dropped. */
  over: z.optional(z.array(text(40))),
  /**
   * Foods left out of every task: `swaps` first (a regular expression and its replacement, or the name of
   * a shared list), then what `avoid` matches ({meat} and {fish} the file's groups) out of choices and lists.
   */
  foods: z.optional(
    z.strictObject({
      avoid: z.optional(text(300)),
      swaps: z.optional(z.array(z.union([text(40), swapSchema]))),
    }),
  ),
  ...wordsSchema.shape,
  say: text(800),
  /** The words for a curriculum whose sessions these would contradict: running intervals, a drawing practice. */
  on: z.optional(z.partialRecord(z.enum(SESSION_KINDS), wordsSchema)),
});

export const personTablesSchema = z.strictObject({
  /** Where the rules and numbers come from, named so a reader can check them. */
  sources: z.array(text(600)).check(z.minLength(1)),
  /** Food groups named in `avoid`: `{meat}`. */
  foods: z.record(z.string().check(z.regex(/^[a-z]+$/)), text(300)),
  /** Swap lists shared between diets. */
  swaps: z.record(text(40), z.array(swapSchema)),
  /**
   * Words that are not about the person now, by name, set aside before a constraint that names the list
   * reads the words: each match (a phrase, or a clause to its end) is taken out.
   */
  aside: z.record(text(40), z.array(pattern)),
  /** Tasks shared between constraints, named. */
  tasks: z.record(text(40), taskSchema),
  constraints: z.array(constraintSchema),
});

export type PersonTables = z.infer<typeof personTablesSchema>;
export type ConstraintData = PersonTables['constraints'][number];
export type SessionKind = (typeof SESSION_KINDS)[number];

/** The tables, read and checked once, on the first plan a function makes. */
export const personTables = once(() => readData('_person.json', personTablesSchema));
