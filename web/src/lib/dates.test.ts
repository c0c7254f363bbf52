import { describe, expect, it } from 'vitest';
import { addDays, weekdayName } from '@contract';
import {
  dayMonth,
  dayMonthYear,
  deviceDayTimeOf,
  deviceHour,
  longDateOf,
  monthShort,
  monthYear,
  weekdayDayMonth,
  weekdayDayMonthLong,
  weekdayDayMonthYearLong,
  weekdayLongDateOf,
} from './dates';

// ICU writes a narrow no-break space before AM and PM.
const spaced = (text: string) => text.replace(/\u202f/g, ' ');

describe('a calendar date', () => {
  it('is written as the date it names, in every form the app uses', () => {
    expect(dayMonth('2025-11-03')).toBe('3 Nov');
    expect(dayMonthYear('2025-11-03')).toBe('3 Nov 2025');
    expect(weekdayDayMonth('2025-11-23')).toBe('Sun 23 Nov');
    expect(weekdayDayMonthLong('2025-12-08')).toBe('Monday 8 December');
    expect(weekdayDayMonthYearLong('2025-03-19')).toBe('Wednesday 19 March 2025');
    expect(monthShort('2025-03-01')).toBe('Mar');
    expect(monthYear('2025-03-01')).toBe('March 2025');
  });

  it('names the same day at either end of the year, whatever the device’s time zone', () => {
    // Midnight UTC of 1 January is still 31 December west of Greenwich: the date must not move.
    expect(dayMonthYear('2026-01-01')).toBe('1 Jan 2026');
    expect(dayMonthYear('2025-12-31')).toBe('31 Dec 2025');
    expect(weekdayDayMonth('2024-02-29')).toBe('Thu 29 Feb');
  });

  it('writes a day further out as Home always has: the weekday, the day, the month', () => {
    for (let date = '2025-01-01'; date < '2026-01-01'; date = addDays(date, 1)) {
      const [, month, day] = date.split('-').map(Number) as [number, number, number];
      const months = [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ];
      expect(weekdayDayMonthLong(date)).toBe(`${weekdayName(date)} ${day} ${months[month - 1]}`);
    }
  });
});

describe('an instant', () => {
  const lateOnTheThird = '2025-11-03T23:30:00Z';

  it('is written as the day it falls on in the given time zone', () => {
    expect(longDateOf(lateOnTheThird, 'UTC')).toBe('3 November 2025');
    expect(longDateOf(lateOnTheThird, 'Asia/Tokyo')).toBe('4 November 2025');
    expect(longDateOf(new Date(lateOnTheThird), 'America/Los_Angeles')).toBe('3 November 2025');
  });

  it('heads a day with no comma between the weekday and the day', () => {
    expect(weekdayLongDateOf(new Date('2025-03-19T12:00:00Z'), 'UTC')).toBe('Wednesday 19 March 2025');
    expect(weekdayLongDateOf('2025-03-19T22:30:00Z', 'Asia/Tokyo')).toBe('Thursday 20 March 2025');
  });

  it('is written in the given locale where the device’s own is the default', () => {
    expect(spaced(deviceDayTimeOf('2026-11-24T07:00:00.000Z', 'Europe/Berlin', 'en-US'))).toBe('Tue, Nov 24, 8:00 AM');
    expect(deviceDayTimeOf('2026-11-24T07:00:00.000Z', 'America/New_York', 'en-GB')).toMatch(/^Tue 24 Nov, 0?2:00$/);
  });
});

describe('an hour of the day', () => {
  it('is written on the locale’s clock', () => {
    expect(spaced(deviceHour(19, 'en-US'))).toBe('7:00 PM');
    expect(deviceHour(19, 'en-GB')).toBe('19:00');
    expect(spaced(deviceHour(0, 'en-US'))).toBe('12:00 AM');
  });
});
