import { join } from 'node:path';

/** What planner.ts offers. */
export type Planner = typeof import('./planner');

let loading: Promise<Planner> | undefined;

/**
 * The planner, loaded on first use. A function bundled with the planner beside it (lib's
 * `StrideFunction` `companion`) has `process.env.STRIDE_COMPANION` replaced by that file's name at
 * bundling, so the branch below that imports the module is dropped and the function's own bundle does
 * not carry the planner's code (decision 239); everywhere else (the tests, `npm start`) this is the
 * module itself.
 */
export function loadPlanner(): Promise<Planner> {
  // A load that failed is tried again on the next call, not kept.
  return (loading ??= (
    process.env.STRIDE_COMPANION
      ? // A require, not import(): the bundle is CommonJS (as observability.ts loads Metrics).
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        Promise.resolve(require(join(__dirname, process.env.STRIDE_COMPANION)) as Planner)
      : import('./planner')
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}
