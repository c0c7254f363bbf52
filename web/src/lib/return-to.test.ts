import { describe, expect, it } from 'vitest';
import { rememberReturnTo, takeReturnTo } from './return-to';

describe('the page to return to after signing in', () => {
  it('is given back once', () => {
    rememberReturnTo('/goal/abc?tab=week');
    expect(takeReturnTo()).toBe('/goal/abc?tab=week');
    expect(takeReturnTo()).toBeUndefined();
  });

  it('is only ever a path of this app, never another origin', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      rememberReturnTo(path);
      expect(takeReturnTo()).toBeUndefined();
    }
  });
});
