import type { GoalSummary } from '@contract';
import { dayMonth } from '@/lib/dates';

/**
 * How each goal is named in a list (the sidebar, Home): its title, and where two goals share one, the
 * day each started ("Run 5K · from 3 Nov"), then a number if that is shared too — so no two read alike.
 */
export function goalLabels(goals: readonly Pick<GoalSummary, 'id' | 'title' | 'schedule'>[]): Map<string, string> {
  const count = (labels: string[]) => labels.reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>());
  const titles = count(goals.map((g) => g.title));
  const dated = goals.map((g) => (titles.get(g.title)! > 1 ? `${g.title} · from ${dayMonth(g.schedule.startDate)}` : g.title));
  const repeated = count(dated);
  const seen = new Map<string, number>();
  return new Map(
    goals.map((g, i) => {
      const label = dated[i]!;
      if (repeated.get(label)! === 1) return [g.id, label];
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      return [g.id, `${label} (${n})`];
    }),
  );
}
