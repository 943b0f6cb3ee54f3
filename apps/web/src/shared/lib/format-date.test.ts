import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

/** 10:05 on 1 March 2031 in the time zone the test runs in. */
const MOMENT = new Date(2031, 2, 1, 10, 5);

describe('formatDateTime', () => {
  it.each([
    ['en', 'Mar 1, 2031, 10:05 AM'],
    ['zh', '2031年3月1日 10:05'],
    ['pt', '1 de mar. de 2031, 10:05'],
  ])('shows a moment in the date-time format of %s', (locale, shown) => {
    // Intl puts a narrow no-break space before AM/PM; the test compares the words.
    expect(formatDateTime(MOMENT, locale).replace(/\s/g, ' ')).toBe(shown);
  });

  it('shows the same moment the same way whether it came as an ISO string, a SQL-style string or a Date', () => {
    const shown = formatDateTime(MOMENT, 'en');
    expect(formatDateTime('2031-03-01 10:05:00', 'en')).toBe(shown);
    expect(formatDateTime(MOMENT.toISOString(), 'en')).toBe(shown);
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});
