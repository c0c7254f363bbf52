// Proves the suite does not depend on timing or order: runs the whole of `npm test` several times in a
// row with one core kept busy by a CPU-bound process, the web and jest tests shuffled (a new seed each
// run, printed in the run's log), and reports each run.
//
//   npm run test:stress                 5 runs
//   npm run test:stress -- --runs 3     3 runs
//
// The busy loop is bounded: it stops by itself after --busy-minutes (default 30) even if this script
// is killed, and is stopped at the end of each run. Logs go to test-logs/stress/run-N.log (not under
// test-results/, which Playwright empties at the start of every run).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'busy-minutes': { type: 'string', default: '30' },
  },
});
const runs = Number(values.runs);
const busyMs = Number(values['busy-minutes']) * 60_000;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, got "${values.runs}"`);
if (!(busyMs > 0)) throw new Error(`--busy-minutes must be a positive number, got "${values['busy-minutes']}"`);

const root = new URL('..', import.meta.url).pathname;
const logDir = join(root, 'test-logs', 'stress');

/** One core at 100 %: a tight loop that ends by itself at its deadline. */
function startBusyLoop() {
  const source = `const end = Date.now() + ${busyMs}; let x = 0; while (Date.now() < end) x = (x + Math.sqrt(x + 1)) % 1e9;`;
  return spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
}

function runSuite(logPath) {
  return new Promise((resolve) => {
    const log = createWriteStream(logPath);
    const child = spawn('npm', ['test'], {
      cwd: root,
      env: { ...process.env, STRIDE_TEST_SHUFFLE: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

const results = [];
for (let run = 1; run <= runs; run++) {
  const busy = startBusyLoop();
  mkdirSync(logDir, { recursive: true });
  const logPath = join(logDir, `run-${run}.log`);
  const started = Date.now();
  const code = await runSuite(logPath);
  busy.kill();
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push(code === 0);
  console.log(
    `run ${run}/${runs}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s, one core busy — ${logPath}`,
  );
}
const passed = results.filter(Boolean).length;
console.log(`stress: ${passed} passed, ${runs - passed} failed`);
process.exit(passed === runs ? 0 : 1);
