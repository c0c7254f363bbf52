/**
 * The camera a person shoots with now (issue #36, round 7, decision 094). "I shoot on my phone, just
 * bought a used Fujifilm X-T3" wants birds with the Fujifilm, not the phone: the first device named is
 * not the one to plan for. Each device named is weighed by the words around it, in its own clause:
 * one just got or used now ("just bought", "new", "upgraded to") wins; one let go ("sold", "my old",
 * "used to", "broke") loses; otherwise a camera beats a phone — a person who names both, and asks a
 * photography plan, means the camera — and of equals the first named counts.
 */

/** A phone, however it is called: the planner gives it a phone's own lessons (decision 107). */
const PHONES = String.raw`(?:iphone|pixel|(?:samsung\s+)?galaxy|samsung)(?:\s+[a-z]?\d+[a-z]*)?|android(?: phone)?|(?:smart|mobile |cell ?)?phone|mobile`;
/** A camera: a maker with its model ("Fujifilm X-T3", "Canon EOS R6 Mark II"), or a kind of camera. */
const CAMERAS = String.raw`(?:canon|nikon|sony|fuji(?:film)?|olympus|om system|panasonic|lumix|pentax|leica|ricoh)(?:\s+(?:eos|alpha|lumix|om-d|gr|mark|mk|ii|iii|iv|[a-z]{0,4}-?[a-z]?\d+[a-z0-9-]*)\b)*|dslr|mirrorless(?: camera)?|bridge camera|film camera|compact camera`;
/** A device named: a camera or a phone ("my Samsung", "my mobile"). */
const DEVICE = new RegExp(String.raw`\b(?:${CAMERAS}|${PHONES})`, 'gi');
const PHONE = new RegExp(`^(?:${PHONES})`, 'i');
/** Words before a device that say it is theirs now. */
const GOT = /\b(?:just (?:bought|got)|bought|got|new|now (?:have|own|use|shoot)|upgraded to|switched to|picked up|treated myself to)\b/i;
/** Words around a device that say it is no longer what they shoot with. */
const LET_GO = /\b(?:sold|old|used to|broke|broken|died|lost|stolen|traded|gave away|replaced?|previously|no longer)\b/i;
/** Where a clause ends: the words around a device are read inside its own clause. */
const CLAUSE = /[.;,!?\n]|\bbut\b/i;

interface Mention {
  text: string;
  index: number;
  score: number;
}

/** Every device named in `words`, each weighed: 3 got now, 2 a camera, 1 a phone, 0 let go. */
function mentions(words: string): Mention[] {
  const found = [...words.matchAll(DEVICE)].map((m) => ({ text: m[0], index: m.index }));
  return found.map(({ text, index }, i) => {
    const from = i > 0 ? found[i - 1].index + found[i - 1].text.length : 0;
    const to = i + 1 < found.length ? found[i + 1].index : words.length;
    const before = lastClause(words.slice(from, index));
    const after = firstClause(words.slice(index + text.length, to));
    const score = GOT.test(before) ? 3 : LET_GO.test(before) || LET_GO.test(after) ? 0 : PHONE.test(text) ? 1 : 2;
    return { text, index, score };
  });
}

const lastClause = (text: string) => text.split(CLAUSE).pop() ?? '';
const firstClause = (text: string) => text.split(CLAUSE)[0] ?? '';

/**
 * The person's words with every device but the one they shoot with now taken out, so that a curriculum's
 * camera holes (`{camera}` and what its controls are) read that one. Words naming one device or none are
 * returned as they are.
 */
export function theCameraNow(words: string): string {
  const named = mentions(words);
  if (named.length < 2) return words;
  const now = named.reduce((best, m) => (m.score > best.score ? m : best));
  return named
    .filter((m) => m !== now)
    .reverse()
    .reduce((out, m) => out.slice(0, m.index) + out.slice(m.index + m.text.length), words);
}
