import { ROUND } from './metrics';
import { generateRoadmap, providerFromEnv } from '../../lambdas/roadmap/generate';
import { requestOf, tracksToMeasure, TRACK_WEEKS } from './track-matrix';
const want = process.argv.slice(2);
const titlesOf = (w: { days: { tasks: { title: string }[] }[] }) => new Set(w.days.flatMap((d) => d.tasks.filter((t) => !/^milestone:/i.test(t.title)).map((t) => t.title.replace(ROUND, '').toLowerCase().replace(/\d+/g, '#'))));
(async () => {
  const provider = providerFromEnv();
  for (const of of tracksToMeasure().filter((t) => want.includes(`${t.option}:${t.track}`))) {
    for (const { minutes, days } of TRACK_WEEKS) {
      const plan = await generateRoadmap(requestOf(of, minutes, days), provider);
      const reps: string[] = [];
      plan.weeks.forEach((w, k) => {
        const mine = titlesOf(w);
        const e = plan.weeks.slice(0, k).findIndex((x) => { const t = titlesOf(x); return [...mine].filter((m) => t.has(m)).length >= 0.8 * mine.size; });
        if (e >= 0) reps.push(`  W${k + 1} "${w.title}" ~ W${e + 1} "${plan.weeks[e]!.title}" :: ${[...mine].join(' | ')}`);
      });
      console.log(`${of.option}:${of.track} ${minutes}x${days}: ${plan.weeks.length} weeks, ${reps.length} repeating`);
      reps.forEach((r) => console.log(r));
    }
  }
})();
