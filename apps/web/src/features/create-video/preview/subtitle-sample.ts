/** Pause tokens are timing, not words: subtitles never show them. */
const PAUSE_TOKEN = /\[pause\s+\d+(?:\.\d+)?s\]/gi;
const SENTENCE_END = /[.!?。！？]/;
/** About what one subtitle line holds at the renderer's size, so the sample wraps as the video will. */
const LINE_CHARS = 42;

/** The first subtitle line of the script: its first sentence, cut at a word near the line length. */
export function subtitleSample(script: string): string {
  const text = script.replace(PAUSE_TOKEN, ' ').replace(/\s+/g, ' ').trim();
  const end = text.search(SENTENCE_END);
  const sentence = end >= 0 ? text.slice(0, end + 1) : text;
  if (sentence.length <= LINE_CHARS) return sentence;
  const cut = sentence.lastIndexOf(' ', LINE_CHARS);
  return `${sentence.slice(0, cut > 0 ? cut : LINE_CHARS)}…`;
}
