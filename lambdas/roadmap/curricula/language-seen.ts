import { affirmed } from '../builtin/words';
import { artefactOf } from '../levels';
import { languageTables } from './language-tables';
import type { Curriculum, CurriculumTask } from './schema';
import { startWeek } from './start';

/**
 * What a language learner says they watch, and the exam ladder they name, where the plan's target is something else
 * (decision 284, round 16's language teacher: "the K-dramas are never used for listening"; "it never suggests sitting
 * N5 in July and N4 in December").
 */

const re = (source: string) => new RegExp(source, 'i');

/**
 * A series the person watches, said where they are ("I love K-dramas", "I watch anime every night"), while the target
 * is another purpose (a trip, the family, work): its scenes become listening in the plan — a short scene a week near the
 * week's theme, watched with subtitles in the language, three lines shadowed and how they speak noted (a drama's speech
 * level is not the one for a stranger). A target that is itself the series has its own weeks (levels.ts `withPurpose`).
 */
export function withWatched(curriculum: Curriculum, targetLevel: string, currentLevel: string): Curriculum {
  const practice = curriculum.practice;
  const { task, speech } = languageTables().watched;
  // A language of the catalogue's only (its speech is written): a coder's anime is no listening.
  if (!practice || speech[curriculum.option] === undefined) return curriculum;
  const seen = artefactOf(currentLevel);
  if (seen?.kind.spine !== 'series' || artefactOf(targetLevel)) return curriculum;
  // "I don't watch TV", "never seen a drama": nothing watched.
  if (/\b(?:don'?t|do not|never|no longer|stopped)\b[^.]{0,20}\b(?:watch|seen|saw)\b/i.test(currentLevel.replace(/[’‘]/g, "'")))
    return curriculum;
  const option = curriculum.option;
  // Their own word for it, as written: "your K-dramas", "your anime".
  const said = /\b(k-?dramas?|c-?dramas?|j-?dramas?|dramas|anime|telenovelas|sitcoms)\b/i.exec(currentLevel)?.[1];
  const series = said ? `your ${said}` : /^the series or films you chose$/.test(seen.thing) ? 'the series you watch' : seen.thing;
  const fill = (text: string) =>
    text
      .replaceAll('{Series}', series.charAt(0).toUpperCase() + series.slice(1))
      .replaceAll('{series}', series)
      .replaceAll('{language}', option)
      .replaceAll('{speech}', speech[option]!);
  const weekly: CurriculumTask = { ...task, title: fill(task.title), description: fill(task.description) };
  // A week of lessons meets it too, on its last day, on the week's lessons.
  const lessons: CurriculumTask = {
    ...weekly,
    title: fill('{Series}: a 2-minute scene with this week’s words, three lines shadowed'),
    description: fill(
      'Take a scene you know from {series}, with {language} subtitles: pause on each line with a word or form from this week’s lessons, say three of them with the actor until they come without the screen, and note how they speak: {speech}',
    ),
    minutes: 10,
    flex: [5, 15],
  };
  const first = startWeek(curriculum, currentLevel);
  return {
    ...curriculum,
    weeks: curriculum.weeks.map((week, w) =>
      w < first
        ? week
        : { ...week, days: week.days.map((d, k) => (k === week.days.length - 1 ? { ...d, tasks: [...d.tasks, lessons] } : d)) },
    ),
    practice: { ...practice, tasks: [weekly, ...practice.tasks] },
  };
}

/**
 * A beginner who names an exam's level above its first (JLPT N4, HSK 3, TOPIK II): told the ladder's levels before it, to
 * sit first, and when the exam is held (`examLadders` in _language-tables.json). A learner already past its foot, or one
 * who names the first level, is told nothing.
 */
export function withExamLadder(curriculum: Curriculum, targetLevel: string, currentLevel: string): Curriculum {
  const ladder = languageTables().examLadders.find((l) => l.option === curriculum.option);
  const a1 = curriculum.ladder?.rungs.find((r) => r.name === 'A1');
  if (!ladder || !a1) return curriculum;
  const words = affirmed(targetLevel).toLowerCase();
  const at = ladder.levels.findIndex((l) => re(l.match).test(words));
  if (at < 1 || startWeek(curriculum, currentLevel) + 1 >= a1.week) return curriculum;
  const before = ladder.levels.slice(0, at);
  const say = ladder.say
    .replaceAll('{exam}', ladder.exam)
    .replaceAll('{before}', before.map((l) => `${l.name} (${l.what})`).join(', then '))
    .replaceAll('{s}', before.length > 1 ? '' : 's')
    .replaceAll('{first}', before[0]!.name)
    .replaceAll('{target}', ladder.levels[at]!.name);
  return { ...curriculum, warnings: [...(curriculum.warnings ?? []), { match: ['^'], say }] };
}
