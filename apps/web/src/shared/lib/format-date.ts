/**
 * The API sends times as ISO strings or as 'YYYY-MM-DD HH:mm:ss'; both read as local dates here. A value
 * that is not a date is shown as it came rather than as "Invalid Date".
 */
export function formatDate(value: string, locale: string, options: Intl.DateTimeFormatOptions = {}): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T') : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...options }).format(date);
}

export function formatDateTime(value: string, locale: string): string {
  return formatDate(value, locale, { timeStyle: 'short' });
}
