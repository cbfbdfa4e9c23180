/** The calendar file's text rules (RFC 5545 §3.1 folding, §3.3.11 escaping, §3.3.5 UTC). */
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeIcsText, foldIcsLine, icsDateTime } from './ics.js';

describe('ics', () => {
  it('writes UTC date-times', () => {
    expect(icsDateTime(new Date('2030-06-03T07:30:00.000Z'))).toBe('20300603T073000Z');
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'مقابلة '.repeat(20)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('cancels with the same UID', () => {
    const event = {
      uid: 'interview-invitation-7@acme.talentgate',
      sequence: 3,
      start: new Date('2030-06-03T07:30:00Z'),
      end: new Date('2030-06-03T08:15:00Z'),
      stamp: new Date('2030-06-01T00:00:00Z'),
      summary: 'Interview',
      description: '',
      location: '',
    };
    const cancel = calendarFile({ ...event, status: 'CANCELLED' });
    expect(cancel).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancel).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancel).toContain('\r\nUID:interview-invitation-7@acme.talentgate\r\n');
    expect(calendarFile({ ...event, status: 'CONFIRMED' })).toContain('\r\nMETHOD:PUBLISH\r\n');
  });
});
