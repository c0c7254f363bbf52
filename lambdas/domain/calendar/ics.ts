import { addDays, type Goal } from '../../../contract';

/**
 * A goal plan as an iCalendar document (RFC 5545) that Google, Apple and Outlook Calendar subscribe to:
 * each scheduled day an all-day event with its tasks. Written by hand — the format is small and fixed,
 * and a library would weigh on a public function — and checked in the tests by parsing it back with
 * ical.js (Mozilla's parser).
 */

const CRLF = '\r\n';

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character
 * (RFC 5545 §3.1).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (date: string) => date.replace(/-/g, '');
const stamp = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;

export interface FeedOptions {
  /** DTSTAMP: when the document was made. */
  now: Date;
  /** The web app's address, for a link to each goal; omitted when unknown. */
  appUrl?: string;
}

function dayEvents(goal: Goal, { now, appUrl }: FeedOptions): string[][] {
  return (goal.weeks ?? []).flatMap((week) =>
    week.days
      .filter((day) => day.date)
      .map((day) => {
        const tasks = day.tasks.map(
          (t) => `${t.completed ? '☑' : '☐'} ${t.title}${t.estimatedMinutes ? ` (${t.estimatedMinutes} min)` : ''}`,
        );
        const link = appUrl ? `${appUrl.replace(/\/+$/, '')}/goal/${encodeURIComponent(goal.id)}` : undefined;
        const description = [week.title, '', ...tasks, ...(link ? ['', `Open in Stride: ${link}`] : [])].join('\n');
        return [
          'BEGIN:VEVENT',
          `UID:${goal.id}-${day.id}@stride`,
          `DTSTAMP:${stamp(now.toISOString())}`,
          `DTSTART;VALUE=DATE:${compactDate(day.date!)}`,
          `DTEND;VALUE=DATE:${compactDate(addDays(day.date!, 1))}`,
          `SUMMARY:${escapeText(`${day.isCompleted ? '✓ ' : ''}${goal.title} — ${day.title}`)}`,
          `DESCRIPTION:${escapeText(description)}`,
          ...(link ? [`URL:${link}`] : []),
          // An all-day plan entry should not block the user's time.
          'TRANSP:TRANSPARENT',
          'END:VEVENT',
        ];
      }),
  );
}

/** The calendar of every ready goal's dated days. */
export function planCalendar(goals: Goal[], options: FeedOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stride//Goal plans//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Stride',
    // How often subscribers should fetch it again (RFC 7986 §5.7; the X- name for older clients).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...goals.filter((g) => g.status === 'ready').flatMap((goal) => dayEvents(goal, options).flat()),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
