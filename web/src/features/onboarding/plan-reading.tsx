import type { GoalAnswers, PlanReading, ReadingChoice } from '@contract';

type Correction = Partial<Pick<GoalAnswers, 'currentLevel' | 'targetLevel' | 'track'>>;

/** One line of the read-back: what was understood, and the choices that correct it, a click each. */
function Understood({
  term,
  value,
  choices,
  onCorrect,
}: {
  term: string;
  value: string;
  choices: ReadingChoice[];
  onCorrect: (answers: Correction) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-slate-500">{term}</dt>
      <dd className="flex flex-col gap-1">
        <span>{value}</span>
        {choices.length > 0 && (
          <ul aria-label={`Other choices: ${term.toLowerCase()}`} className="flex flex-wrap gap-2">
            {choices.map((c) => (
              <li key={c.label}>
                <button
                  type="button"
                  title={c.detail}
                  onClick={() => onCorrect(c.answers)}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1 text-left text-xs hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {c.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/**
 * What the planner understood of the person's words, read back before the plan is made (issue #36):
 * the track within the option, where the plan starts and the milestone it aims at, each with one-click
 * corrections, and what the weeks will work in.
 */
export function PlanReadingPanel({ reading, onCorrect }: { reading: PlanReading; onCorrect: (answers: Correction) => void }) {
  const worksIn = [...reading.constraints, ...reading.specifics];
  return (
    <section aria-labelledby="plan-reading-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 text-sm">
      <h2 id="plan-reading-heading" className="text-base font-semibold">
        What we understood
      </h2>
      <dl className="flex flex-col gap-3">
        <Understood term="Path" value={`${reading.track.name}: ${reading.track.covers}`} choices={reading.tracks} onCorrect={onCorrect} />
        <Understood term="Starts at" value={reading.start} choices={reading.starts} onCorrect={onCorrect} />
        {reading.aim && (
          <Understood term="Aims at" value={`${reading.aim.name} (${reading.aim.goal})`} choices={reading.aims} onCorrect={onCorrect} />
        )}
        {worksIn.length > 0 && (
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">Works in</dt>
            <dd>{worksIn.join(', ')}</dd>
          </div>
        )}
      </dl>
      {reading.offline && <p className="text-slate-600">{reading.offline}</p>}
    </section>
  );
}
