import type { TextCue } from '../timeline';

export type SubtitleFormat = 'srt' | 'vtt';

export const SUBTITLE_CONTENT_TYPE: Record<SubtitleFormat, string> = {
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
};

/** Thrown for a subtitle file whose blocks cannot be read as timed cues. */
export class SubtitleParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubtitleParseError';
  }
}

/** Cues as a subtitle file: SRT numbers its blocks and writes `00:00:01,250`, WebVTT has a header and `00:00:01.250`. */
export function formatSubtitles(cues: readonly TextCue[], format: SubtitleFormat): string {
  const separator = format === 'srt' ? ',' : '.';
  const blocks = cues.map((cue, index) => {
    const timing = `${timestamp(cue.start, separator)} --> ${timestamp(cue.end, separator)}`;
    const lines = [timing, cue.text.trim()];
    return format === 'srt' ? [String(index + 1), ...lines].join('\n') : lines.join('\n');
  });
  const body = blocks.join('\n\n');
  return format === 'vtt' ? `WEBVTT\n\n${body}\n` : `${body}\n`;
}

/** Reads SRT or WebVTT (numbered or not, comma or dot before the milliseconds). */
export function parseSubtitles(text: string): TextCue[] {
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && !/^(WEBVTT|NOTE|STYLE|REGION)\b/.test(block));
  return blocks.map((block) => {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    const match = TIMING.exec(lines[timingIndex] ?? '');
    if (!match) throw new SubtitleParseError(`no timing line in block "${lines[0]}"`);
    const start = seconds(match.slice(1, 5));
    const end = seconds(match.slice(5, 9));
    if (end < start) throw new SubtitleParseError(`a cue ends before it starts: "${lines[timingIndex]}"`);
    return { start, end, text: lines.slice(timingIndex + 1).join('\n') };
  });
}

const TIMING = /(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})\s*-->\s*(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})/;

function seconds([hours, minutes, secs, millis]: (string | undefined)[]): number {
  return (
    Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number((millis ?? '0').padEnd(3, '0')) / 1000
  );
}

function timestamp(totalSeconds: number, separator: string): string {
  const totalMillis = Math.max(0, Math.round(totalSeconds * 1000));
  const hours = Math.floor(totalMillis / 3_600_000);
  const minutes = Math.floor(totalMillis / 60_000) % 60;
  const secs = Math.floor(totalMillis / 1000) % 60;
  const millis = totalMillis % 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(millis, 3)}`;
}
