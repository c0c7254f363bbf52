import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Reading nights with ADHD (issue #36, decision 286): "I have ADHD and start books I never finish → read 20
 * pages every night" got the desk worker's ADHD words — "the charger, the shoes, the login", 15-minute
 * Pomodoro blocks that "grow every two weeks" and never did in four. A reading habit now gets an ADHD
 * coach's reading words: a book short enough to finish with its audiobook read along, one night read beside
 * someone, the book set up the night before, a timer that grows week by week and is never longer than the
 * night's reading, a book swapped rather than pushed through. People written for this test.
 */

const { plan } = onOption('Habits Building');

describe('a reading habit with ADHD', () => {
  it.each([
    ['I have ADHD and start books I never finish', 'read 20 pages every night', 20, 7],
    ['diagnosed with ADHD last year, I scroll my phone in bed', 'read for 20 minutes before bed instead of scrolling', 25, 5],
    ['adhd, I used to love novels', 'read a novel for 15 minutes every night', 30, 4],
    ['I have ADHD', 'read a chapter of a book before bed', 15, 3],
    ['ADHD and two kids; I never read any more', 'read 10 pages every evening', 10, 6],
    ['I have ADHD and a pile of unread books', 'read every night for half an hour', 45, 2],
  ])('%s → %s (%i min × %i): the audiobook, a book to finish, someone beside, a timer', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(p.description).toMatch(/^You mention ADHD: the reading nights start short and grow/);
    expect(text).toMatch(/Choose a book short enough to finish, and find its audiobook/);
    expect(p.weeks.length < 2 || /Read beside someone once this week/.test(text)).toBe(true);
    // The desk worker's words are not a reader's.
    expect(text).not.toMatch(/the shoes, the login|Body doubling: book one session/);
    // A timer said on a session is never longer than it, and grows or holds from week to week.
    const timers = tasksOf(p).flatMap((t) => {
      const block = /Read to a (\d+)-minute timer/.exec(t.description);
      return block ? [{ block: Number(block[1]), minutes: t.estimatedMinutes }] : [];
    });
    for (const { block } of timers) expect(block).toBeLessThanOrEqual(minutes);
    expect(timers.length).toBeGreaterThan(0);
  });

  it.each([
    // ADHD, not reading: the desk worker's words, as before.
    // (A daily habit's own ADHD words, decision 330: the if–then card, not the reading nights.)
    ['I have ADHD', 'meditate 10 minutes every morning', /If–then card and an alarm/],
    // Reading, no ADHD: nothing of ADHD.
    ['I never read any more', 'read 20 pages every night', /^(?![\s\S]*ADHD)/],
    // Reading music or the news is no book.
    ['I have ADHD', 'stop reading the news in bed', /the shoes, the login|ADHD/],
  ])('%s → %s is no ADHD reading plan', async (current, target, words) => {
    const p = await plan(current, target, 20, 5);
    expect(p.description).not.toMatch(/reading nights start short/);
    expect(`${p.description}\n${textOf(p)}`).toMatch(words);
  });
});
