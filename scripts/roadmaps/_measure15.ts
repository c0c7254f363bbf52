import { TRACK_PEOPLE } from './track-matrix';
import { planFor, alike } from '../../test/roadmap/held-weeks';

const tracks = (process.argv[2] ?? 'yoga,barbell,multi-day,plank,stick,balance,strength,handstand,faster,cycling,weight,low-impact').split(',');
const schedules: [number, number][] = [[10, 2], [15, 3], [20, 3], [30, 4], [45, 5], [60, 6], [120, 7], [15, 2], [90, 7], [25, 4]];
for (const t of tracks) {
  const person = TRACK_PEOPLE['Physical Fitness']![t]!;
  let weeks = 0, alikeN = 0, threes = 0;
  const per: string[] = [];
  for (const [m, d] of schedules) {
    const ws = planFor('Physical Fitness', person.current, person.target, m, d).weeks;
    const a = ws.filter((w, i) => ws.slice(0, i).some((b) => alike(w, b))).length;
    const three = ws.filter((w, i) => i >= 2 && alike(w, ws[i - 1]!) && alike(ws[i - 1]!, ws[i - 2]!) && alike(w, ws[i - 2]!)).length;
    weeks += ws.length; alikeN += a; threes += three;
    per.push(`${m}×${d}:${Math.round((100 * a) / ws.length)}%`);
  }
  console.log(`${t.padEnd(11)} ${Math.round((100 * alikeN) / weeks)}%  threes ${threes}  ${per.join(' ')}`);
}
