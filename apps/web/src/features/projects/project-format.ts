import { TaskStatus } from '@orator/contracts';
import { SECONDS_PER_MINUTE } from '../../shared/lib/media-format';

export type TTaskStatusName = 'queued' | 'processing' | 'finished' | 'failed';

/** SPEC 4 status codes by name; a code this version does not know reads as queued, the least promising. */
export function taskStatusName(status: number): TTaskStatusName {
  switch (status) {
    case TaskStatus.Processing:
      return 'processing';
    case TaskStatus.Finished:
      return 'finished';
    case TaskStatus.Failed:
      return 'failed';
    default:
      return 'queued';
  }
}

/** Time left in the reader's language and units: '45 sec', '3 min'. Minutes are rounded up, never to 0. */
export function formatTimeLeft(seconds: number, locale: string): string {
  const isMinutes = seconds >= SECONDS_PER_MINUTE;
  const amount = isMinutes ? Math.ceil(seconds / SECONDS_PER_MINUTE) : Math.max(1, Math.round(seconds));
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: isMinutes ? 'minute' : 'second',
    unitDisplay: 'short',
  }).format(amount);
}

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = BYTES_PER_KB * 1024;

/** An uploaded file's size in the reader's language: '820 kB', '12.5 MB'. */
export function formatFileSize(bytes: number, locale: string): string {
  const isMegabytes = bytes >= BYTES_PER_MB;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: isMegabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (isMegabytes ? BYTES_PER_MB : BYTES_PER_KB));
}
