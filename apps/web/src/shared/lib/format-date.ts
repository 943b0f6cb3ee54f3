/**
 * The one way the app shows a point in time: the interface language's medium date with a short time
 * ("Mar 1, 2031, 10:00 AM", "2031年3月1日 10:00", "1 de mar. de 2031, 10:00"), in the browser's time zone.
 */
const DATE_TIME_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The API sends times as ISO strings or as 'YYYY-MM-DD HH:mm:ss'; both read as local dates here. A value
 * that is not a date is shown as it came rather than as "Invalid Date".
 */
export function formatDateTime(value: string | Date, locale: string): string {
  const date =
    typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T') : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, DATE_TIME_STYLE).format(date);
}
