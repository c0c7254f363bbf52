import { formatDuration } from './builtin/describe';

/**
 * How far a named piece is from the player (issue #36): "grade 3" asking for Clair de Lune is years of
 * practice, and the plan says so instead of cutting a week from a longer plan.
 *
 * Grades are the approximate ABRSM grades piano teachers give these pieces in the original (not
 * simplified) version; pieces set in graded syllabuses sit at their listed grade, the others where
 * teachers place them, so they are given as "about". ABRSM's guidance is that most learners take about
 * a year between grades, faster at the start.
 */
const PIECES: { match: RegExp; name: string; grade: number }[] = [
  { match: /clair de lune/i, name: 'Clair de Lune', grade: 8 },
  { match: /nocturne/i, name: 'a Chopin nocturne', grade: 8 },
  { match: /ballade|rhapsody|liebestraum|la campanella/i, name: 'this piece', grade: 8 },
  { match: /moonlight/i, name: 'the Moonlight Sonata’s first movement', grade: 6 },
  { match: /f[üu]r elise/i, name: 'Für Elise', grade: 5 },
  { match: /gymnop[ée]die/i, name: 'Gymnopédie No. 1', grade: 4 },
  { match: /prelude in c|bwv 846/i, name: 'Bach’s Prelude in C', grade: 4 },
  { match: /river flows/i, name: 'River Flows in You', grade: 5 },
  { match: /comptine/i, name: 'Comptine d’un autre été', grade: 5 },
  { match: /the entertainer/i, name: 'The Entertainer', grade: 5 },
  // Showpieces named with their instrument (decision 407): where teachers place them, the original at tempo.
  { match: /maple leaf rag/i, name: 'the Maple Leaf Rag', grade: 8 },
  { match: /\b(cz|cs)[aá]rd[aá]s\b/i, name: 'Monti’s Csárdás', grade: 8 },
  { match: /flight of the bumble ?bee/i, name: 'Flight of the Bumblebee at its full speed', grade: 8 },
];

/**
 * The grade the person plays at: the one they name ("passed grade 3"), else none yet (0) for one who has
 * never played, grade 1 for a beginner or a player returning from childhood, else grade 2 — an early
 * player, as most who name no grade are.
 */
const gradeIn = (words: string) => {
  const found = /\bgrade\s*([1-8])\b/i.exec(words);
  if (found) return Number(found[1]);
  if (/never (played|touched|had a lesson)|from (scratch|zero)|no (musical )?experience|(complete|total|absolute) beginner/i.test(words))
    return 0;
  return /beginner|as a (kid|child)|years ago|a few (songs|pieces|chords)|just started|basics/i.test(words) ? 1 : 2;
};

/**
 * What to say when the named piece lies two grades or more above the player: its grade, the years that
 * usually takes, and what this plan does meanwhile. Undefined when the piece is unknown or within reach.
 */
export function pieceDistance(
  currentLevel: string,
  targetLevel: string,
): { say: string; rung: { name: string; goal: string } } | undefined {
  const piece = PIECES.find((p) => p.match.test(targetLevel));
  const grade = gradeIn(currentLevel);
  if (!piece || piece.grade - grade < 2) return undefined;
  const years = piece.grade - grade;
  // One who has never played starts at a beginner's arrangement (ABRSM's and Trinity's Initial grade).
  const from = grade === 0 ? 'the first lesson' : `grade ${grade}`;
  const next = grade === 0 ? 'a beginner’s (Initial grade) level' : `about grade ${grade + 1}`;
  return {
    say: `${piece.name.charAt(0).toUpperCase()}${piece.name.slice(1)} is about grade ${piece.grade} in the original; from ${from} that usually takes ${formatDuration(years * 52)} of steady practice (about a grade a year, as ABRSM advises). This plan learns an arrangement of it at ${next}; the graded pieces that lead to the original, a teacher can choose with you.`,
    // The plan's milestone is the arrangement, said as such.
    rung: {
      name: 'The arrangement played through',
      goal: `an arrangement of ${piece.name} at ${next}, played for someone`,
    },
  };
}
