import * as z from 'zod/mini';
import { affirmed } from '../builtin/words';
import { once, readData, text } from './data';

/**
 * The people and places a language learner names (decision 333): "my partner's grandmother", "Puglia", "my colleagues",
 * "the landlord". Read from where they are and what they want, they become a thread of the weeks of practice (their
 * situations in turn with the purposes', levels.ts `occasionsOf`) and the register said for the relationship named
 * (`registerFor`): a partner's grandmother gets Lei until she offers tu, your own gets tu.
 */
const situation = z.strictObject({ situation: text(120), detail: text(400) });
const schema = z.strictObject({
  $comment: text(600),
  source: text(1200),
  /** The relationships named, first match wins: `who` is the group a pattern names, `they` its pronoun, `kind` its register. */
  relations: z.array(
    z.strictObject({
      kind: z.enum(['polite', 'formal', 'work', 'own']),
      they: z.enum(['she', 'he', 'they']),
      /** false: a colleague's, a landlord's situations are the work's and the move's purposes already; only the register is said. */
      thread: z.optional(z.boolean()),
      match: text(400),
    }),
  ),
  /**
   * Per option, the register for each kind of relationship (a partner's family and in-laws `polite`; a landlord, a boss, a
   * host or neighbours `formal`; colleagues `work`; one's own family `own`), with {Who}, {who}, {they} and the verbs that agree ({gets}).
   */
  registers: z.record(z.string(), z.strictObject({ polite: text(400), formal: text(400), work: text(400), own: text(400) })),
  /** The thread's situations by level, with {who}, {place}, {in place} and {register}; one with {place} is left out where none is named. */
  weekly: z.record(z.string(), z.array(situation).check(z.minLength(4))),
});

const languagePeople = once(() => readData('_language-people.json', schema));

/** Who the person names: "your partner's grandmother", her pronoun, and the register's kind. */
export interface Named {
  who: string;
  they: 'she' | 'he' | 'they';
  kind: 'polite' | 'formal' | 'work' | 'own';
  thread: boolean;
}

/** The relationships the person's words name, in the table's order, said to them ("my partner's grandmother" → "your partner's grandmother"). */
function namedPeople(words: string): Named[] {
  const said = affirmed(words);
  return languagePeople().relations.flatMap((r) => {
    const who = new RegExp(r.match, 'iu').exec(said)?.groups?.who;
    return who ? [{ who: `your ${who.toLowerCase().replace(/’/g, "'")}`, they: r.they, kind: r.kind, thread: r.thread ?? true }] : [];
  });
}

/** The first relationship the person's words name: the thread's. */
export const namedPerson = (words: string): Named | undefined => namedPeople(words)[0];

/** Pronouns and verbs that agree with who is named: {they} {gets}, {them}, {their}. */
const agreeing = (text: string, n: Named) => {
  const one = n.they !== 'they';
  const forms: Record<string, string> = {
    they: n.they,
    them: { she: 'her', he: 'him', they: 'them' }[n.they],
    their: { she: 'her', he: 'his', they: 'their' }[n.they],
    theirs: { she: 'hers', he: 'his', they: 'theirs' }[n.they],
    is: one ? 'is' : 'are',
    Who: n.who.charAt(0).toUpperCase() + n.who.slice(1),
    who: n.who,
  };
  return text.replace(/\{(\w+)\}/g, (hole, key: string) => {
    if (key in forms) return forms[key]!;
    // A verb that agrees: {gets} → gets or get, {does} → does or do.
    if (/^[a-z]+s$/.test(key)) return one ? key : /^(?:do|go)es$/.test(key) ? key.slice(0, -2) : key.slice(0, -1);
    return hole;
  });
};

/** The register for the relationship the person names, in their language; undefined where none is named or the language has none. */
export function registerFor(language: string, words: string): string | undefined {
  const registers = languagePeople().registers[language];
  // One sentence for each kind named: "my grandparents and in-laws" are told both (the in-laws' first).
  const kinds = namedPeople(words).filter((n, k, all) => all.findIndex((m) => m.kind === n.kind) === k);
  const said = kinds.flatMap((n) => (registers ? [agreeing(registers[n.kind], n)] : []));
  return said.length ? said.join(' ') : undefined;
}

/** The trips' own places (_language-tasks.json `places`: Osaka), whose genre already threads the weeks. */
const tripPlaces = once(() =>
  readData('_language-tasks.json', { parse: (data) => (data as { places: { match: string; options: string[] }[] }).places }),
);

/** A place of the option's language the person names, as they spelt it ("Puglia"), where no place of its own reads it. */
export function namedPlace(language: string, pattern: string | undefined, words: string): string | undefined {
  const said = affirmed(words);
  // A trip to a place of its own is the trip's spine already (language-tasks.ts); the same city where family lives is the person's.
  const trip =
    /\b(?:trips?|travel\w*|holidays?|vacation|honeymoon|tour\w*|sightseeing)\b/i.test(said) &&
    tripPlaces().some((p) => p.options.includes(language) && new RegExp(p.match, 'iu').test(said));
  if (!pattern || trip) return undefined;
  const found = new RegExp(`\\b(?:${pattern})\\b`, 'iu').exec(said)?.[0];
  if (!found || /^the /i.test(found)) return undefined;
  return found.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, c: string) => before + c.toUpperCase());
}

/**
 * The thread of a person's own people and place, as an occasion's weekly situations (levels.ts takes them in turn with the
 * purposes', a week in three without it, each reviewed a week and three weeks on): undefined where they name neither.
 */
export function personThread(language: string, words: string, place: string | undefined) {
  // A place alone is a trip's or a move's, which their own purposes and genres thread; with the family there it is theirs.
  const person = namedPerson(words);
  const named = person?.thread ? person : undefined;
  if (!named) return undefined;
  const register = registerFor(language, words) ?? '';
  // They come from the place to the person ("when they visit from Lucknow"): the door is the person's own, and no
  // journey there or visit to them is theirs to rehearse; the place stays where it is theirs (how people there speak).
  const hosting = !!place && comingFrom(words, place);
  const levels = Object.fromEntries(
    Object.entries(languagePeople().weekly).map(([level, situations]) => [
      level,
      situations
        .filter((s) => place || !/\{place\}/.test(s.situation + s.detail))
        .filter((s) => !hosting || !/journey there|a day there|a visit to \{who\}/.test(s.situation))
        .map((s) => {
          const fill = (text: string) => {
            // "{in place}": the place said mid-sentence where there is one ("at the door in Puglia"), so it reads as a name.
            const placed = text
              .replaceAll('{in place}', place && !hosting ? ` in ${place}` : '')
              .replaceAll('{place}', place ?? '')
              .replaceAll('{register}', register);
            return agreeing(placed, named);
          };
          // Under a label that is who they are ("Your in-laws: …"), the situation names them by pronoun: "greeting them at the door".
          const short =
            place && !hosting
              ? s.situation
              : s.situation
                  .replace(/\{who\}’s/g, '{their}')
                  .replace(/how \{who\}/g, 'how {they}')
                  .replaceAll('{who}', '{them}');
          return { situation: fill(short), detail: fill(s.detail) };
        }),
    ]),
  );
  const label = (!hosting && place) || named.who.charAt(0).toUpperCase() + named.who.slice(1);
  return { name: label, label, levels };
}

/** Whether the people named come from the place to the person: "visit from Lucknow", "coming over from Osaka", "fly in from Seoul". */
function comingFrom(words: string, place: string): boolean {
  const name = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(?:visit\\w*|com(?:e|es|ing)|fly\\w*|flies|arriv\\w*|travel\\w*)\\b(?: \\w+){0,2} from ${name}\\b`, 'iu').test(
    affirmed(words),
  );
}
