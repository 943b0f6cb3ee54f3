import type { PhraseBank } from './banks/bank';
import { en } from './banks/en';
import { pt } from './banks/pt';
import { zh } from './banks/zh';
import { CopyError, copyLength, primaryTag, type CopyEngine, type CopyRequest, type CopyStyle } from './engine';
import { hashtagsOf, parseKeywords, type CopySubject } from './keywords';
import { seededRandom, shuffled } from './seeded';

/** The languages with a phrase bank written for them; any other is refused rather than written badly. */
const BANKS: Record<string, PhraseBank> = { en, zh, pt };
export const COMPOSER_LANGUAGES: readonly string[] = Object.keys(BANKS);

/** How far past the asked length a text may go, and how short of it the composer keeps looking for sentences. */
const OVER = 1.08;
const TRIM_ABOVE = 1.1;

type Section = 'opening' | 'body' | 'life' | 'proof' | 'close';
interface Sentence {
  text: string;
  section: Section;
  /** Dropped first when the skeleton alone is longer than asked. */
  isOptional: boolean;
}

function fill(template: string, subject: CopySubject, feature = ''): string {
  const text = template.replaceAll('{P}', subject.product).replaceAll('{F}', feature);
  // A slot that opens a sentence takes a capital; a brand typed in capitals keeps them.
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Sentences to add, taken in turn from each kind so that a long text keeps changing subject. */
function fillers(
  bank: PhraseBank,
  subject: CopySubject,
  random: () => number,
  target: number,
  featureTemplates: readonly string[],
): Sentence[] {
  // One feature said again and again reads as keyword stuffing: one mention per 150 words at most.
  const mentions = Math.max(1, Math.floor(target / 150));
  const featureLines: Sentence[] = [];
  for (let round = 1; round < mentions; round += 1) {
    subject.features.forEach((feature, i) => {
      const template = featureTemplates[(round * subject.features.length + i) % featureTemplates.length]!;
      featureLines.push({ text: fill(template, subject, feature), section: 'body', isOptional: true });
    });
  }
  const kinds: Sentence[][] = [
    featureLines,
    shuffled(bank.benefits, random).map((t) => ({ text: fill(t, subject), section: 'body', isOptional: true })),
    shuffled(bank.scenes, random).map((t) => ({ text: fill(t, subject), section: 'life', isOptional: true })),
    shuffled(bank.objections, random).map((t) => ({ text: fill(t, subject), section: 'proof', isOptional: true })),
    shuffled(bank.proof, random).map((t) => ({ text: fill(t, subject), section: 'proof', isOptional: true })),
    shuffled(bank.details, random).map((t) => ({ text: fill(t, subject), section: 'life', isOptional: true })),
  ];
  const turns: Sentence[] = [];
  for (let i = 0; kinds.some((kind) => i < kind.length); i += 1) {
    for (const kind of kinds) if (kind[i]) turns.push(kind[i]!);
  }
  return turns;
}

/** The bones of a text from keywords: a hook, an introduction, one line per feature, life, proof and a call. */
function skeleton(
  bank: PhraseBank,
  subject: CopySubject,
  style: CopyStyle,
  random: () => number,
  featureTemplates: readonly string[],
  openings: { hook: string; call: string },
): Sentence[] {
  const pick = (items: readonly string[]) => items[Math.floor(random() * items.length)]!;
  const hook = openings.hook;
  // The product named twice in the first two sentences reads as stuffing.
  const intros = hook.includes('{P}') ? bank.intros.filter((intro) => !intro.includes('{P}')) : bank.intros;
  return [
    { text: fill(hook, subject), section: 'opening', isOptional: false },
    { text: fill(pick(intros), subject), section: 'opening', isOptional: true },
    ...subject.features.map((feature, i) => ({
      text: fill(featureTemplates[i % featureTemplates.length]!, subject, feature),
      section: 'body' as const,
      isOptional: i >= 2,
    })),
    { text: fill(pick(bank.scenes), subject), section: 'life', isOptional: true },
    { text: fill(pick(bank.proof), subject), section: 'proof', isOptional: true },
    { text: fill(openings.call, subject), section: 'close', isOptional: false },
  ];
}

/** Adds sentences until the text is as long as asked, never more than OVER times it. */
function grow(sentences: Sentence[], extra: Sentence[], target: number, measure: (s: Sentence[]) => number) {
  const used = new Set(sentences.map((s) => s.text));
  const queue = extra.filter((s) => !used.has(s.text));
  let length = measure(sentences);
  while (length < target && queue.length) {
    const room = target * OVER - length;
    const index = queue.findIndex((s) => measure([s]) <= room);
    if (index < 0) break;
    const [next] = queue.splice(index, 1);
    sentences.push(next!);
    length = measure(sentences);
  }
}

/** Drops optional sentences, the latest first, while the text is clearly longer than asked. */
function trim(sentences: Sentence[], target: number, measure: (s: Sentence[]) => number) {
  for (let i = sentences.length - 1; i >= 0 && measure(sentences) > target * TRIM_ABOVE; i -= 1) {
    const sentence = sentences[i]!;
    if (sentence.isOptional && measure(sentences) - measure([sentence]) >= target * 0.85) sentences.splice(i, 1);
  }
}

const SECTION_ORDER: readonly Section[] = ['opening', 'body', 'life', 'proof', 'close'];

/** Paragraphs in reading order; a video script keeps them short so each is one breath. */
function layout(bank: PhraseBank, sentences: Sentence[], style: CopyStyle, subject: CopySubject): string {
  const perParagraph = style === 'videoScript' ? 2 : 3;
  const paragraphs: string[] = [];
  for (const section of SECTION_ORDER) {
    const texts = sentences.filter((s) => s.section === section).map((s) => s.text);
    if (!texts.length) continue;
    if (style === 'socialPost' && section === 'body') {
      paragraphs.push(texts.map((text) => `✅ ${text}`).join('\n'));
      continue;
    }
    // Even paragraphs: seven sentences make 3 + 2 + 2, not 3 + 3 + 1.
    const count = Math.ceil(texts.length / perParagraph);
    for (let i = 0; i < count; i += 1) {
      const from = Math.round((i * texts.length) / count);
      paragraphs.push(texts.slice(from, Math.round(((i + 1) * texts.length) / count)).join(bank.sentenceGap));
    }
  }
  if (style === 'socialPost') paragraphs.push(hashtagsOf(subject).join(' '));
  return paragraphs.filter(Boolean).join('\n\n');
}

/** The whole text a request asks for, at once: what the engine then hands out word by word. */
export function composeCopy(request: CopyRequest): string {
  const language = primaryTag(request.language);
  const bank = BANKS[language];
  if (!bank) throw new CopyError('unsupportedLanguage', `the composer has no phrases in ${request.language}`);
  const subject = parseKeywords(request.keywords);
  const random = seededRandom(`${request.seed}|${request.variant}|${request.mode}|${request.style}|${language}`);
  // One order of hooks and calls for the whole batch, each variant taking its own, so no two open or close alike.
  const batch = seededRandom(`${request.seed}|${request.style}|${language}`);
  const hooks = shuffled(bank.hooks[request.style], batch);
  const calls = shuffled(bank.calls[request.style], batch);
  const openings = {
    hook: hooks[request.variant % hooks.length]!,
    call: calls[request.variant % calls.length]!,
  };
  // One order of feature sentences for the whole text, so no two features are praised in the same words.
  const featureTemplates = shuffled(bank.features, random);
  const measure = (sentences: Sentence[]) =>
    copyLength(sentences.map((s) => s.text).join(bank.sentenceGap || ' '), language);

  if (request.mode === 'extend') {
    const base = (request.text ?? '').trim();
    const room = request.wordCount - copyLength(base, language);
    const added: Sentence[] = [];
    grow(added, fillers(bank, subject, random, request.wordCount, featureTemplates), room, measure);
    const addition = layout(bank, added, 'productAd', subject);
    const paragraphs = base.split(/\n\s*\n/u);
    // The last paragraph of a text with several is usually its call to action: new paragraphs go before it.
    return paragraphs.length > 1
      ? [...paragraphs.slice(0, -1), addition, paragraphs.at(-1)!].filter(Boolean).join('\n\n')
      : [base, addition].filter(Boolean).join('\n\n');
  }

  // A post's hashtags count towards its length too.
  const hashtags = request.style === 'socialPost' ? copyLength(hashtagsOf(subject).join(' '), language) : 0;
  const target = request.wordCount - hashtags;
  const sentences = skeleton(bank, subject, request.style, random, featureTemplates, openings);
  trim(sentences, target, measure);
  const close = sentences.pop()!;
  const body: Sentence[] = sentences;
  const extra = fillers(bank, subject, random, request.wordCount, featureTemplates);
  grow(body, extra, target - measure([close]), measure);
  return layout(bank, [...body, close], request.style, subject);
}

/** Pieces of a text as a model would stream them: a word and its following space, or two CJK characters. */
export function* streamPieces(text: string, language: string): Generator<string> {
  const pattern = ['zh', 'ja', 'ko'].includes(primaryTag(language)) ? /[\s\S]{1,2}/gu : /\s*\S+/gu;
  let end = 0;
  for (const match of text.matchAll(pattern)) {
    yield match[0];
    end = match.index + match[0].length;
  }
  if (end < text.length) yield text.slice(end);
}

/**
 * The offline writer: structured copy composed from phrase banks written for each language it supports. The text
 * is ready in a millisecond; it is handed out a word at a time, `paceMs` apart, so that it reads onto the page the
 * way a model's words do rather than landing as a block (0: only a turn of the event loop between words).
 */
export function createCopyComposer({ paceMs = 0 }: { paceMs?: number } = {}): CopyEngine {
  const pause = () => new Promise((resolve) => (paceMs > 0 ? setTimeout(resolve, paceMs) : setImmediate(resolve)));
  return {
    writer: { kind: 'composer' },
    languages: () => COMPOSER_LANGUAGES,
    async *write(request, signal) {
      const text = composeCopy(request);
      for (const piece of streamPieces(text, request.language)) {
        if (signal?.aborted) throw new CopyError('aborted', 'the copy was no longer wanted');
        yield piece;
        await pause();
      }
    },
  };
}
