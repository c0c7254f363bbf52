import { readFileSync } from 'node:fs';
import { readBack } from '../../lambdas/roadmap/reading';
import { asker } from '../../test/roadmap/ask';
const ask = asker(30);
for (const line of readFileSync(process.argv[2]!, 'utf8').trim().split('\n')) {
  const [c, t] = line.split('|');
  console.log(`${c} | ${t} => ${readBack(ask('Music (Instrumental Practice)', c!, t!)).track.name}`);
}
