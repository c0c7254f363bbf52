import { describe, expect, it } from 'vitest';
import worker from '../../public/sw.js?raw';
import { paths } from './paths';

/** The service worker's list of the app's pages (public/sw.js), read from its source as the browser gets it. */
const appPages = new RegExp(/const APP_PAGES = \/(.+)\/;/.exec(worker)![1]!);

describe('the offline shell’s pages', () => {
  it('are every page of the app, so each opens offline', () => {
    const all = Object.values(paths).map((p) => (typeof p === 'function' ? p('x', 'y') : p));
    for (const path of [...all, paths.goal('01JC3V7X0Q')]) expect({ path, shell: appPages.test(path) }).toEqual({ path, shell: true });
  });

  it('are nothing else: an API answer or a calendar feed opened in a tab never becomes the shell', () => {
    for (const path of [
      '/Prod/goals',
      '/Prod/calendar-feed/abc/stride.ics',
      '/config.json',
      '/manifest.webmanifest',
      '/assets/index.js',
      '/goal/a/b',
    ]) {
      expect({ path, shell: appPages.test(path) }).toEqual({ path, shell: false });
    }
  });
});
