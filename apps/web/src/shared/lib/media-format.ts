export const BYTES_PER_MB = 1024 * 1024;
export const SECONDS_PER_MINUTE = 60;

/** A length as players show it: 65 -> '1:05'. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / SECONDS_PER_MINUTE)}:${String(whole % SECONDS_PER_MINUTE).padStart(2, '0')}`;
}
