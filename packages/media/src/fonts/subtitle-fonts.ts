import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface SubtitleFont {
  id: string;
  /** Family name inside the TTF: what an ASS style names and libass matches. */
  family: string;
  /** Shown in the font picker. */
  displayName: string;
  /** Has Chinese/Japanese ideographs and kana (and Latin too). */
  cjk: boolean;
  /** Has Korean syllables. */
  hangul: boolean;
  files: { regular: string; bold: string };
}

function fontFile(packageName: string, weight: string, fileName: string): string {
  return path.join(path.dirname(require.resolve(`${packageName}/package.json`)), weight, fileName);
}

/** The fonts Orator ships for subtitles and watermarks: free (OFL) and installed with the app. */
export const SUBTITLE_FONTS: readonly SubtitleFont[] = [
  {
    id: 'noto-sans',
    family: 'Noto Sans',
    displayName: 'Noto Sans',
    cjk: false,
    hangul: false,
    files: {
      regular: fontFile('@expo-google-fonts/noto-sans', '400Regular', 'NotoSans_400Regular.ttf'),
      bold: fontFile('@expo-google-fonts/noto-sans', '700Bold', 'NotoSans_700Bold.ttf'),
    },
  },
  {
    id: 'noto-sans-sc',
    family: 'Noto Sans SC',
    displayName: 'Noto Sans SC (中文)',
    cjk: true,
    hangul: false,
    files: {
      regular: fontFile('@expo-google-fonts/noto-sans-sc', '400Regular', 'NotoSansSC_400Regular.ttf'),
      bold: fontFile('@expo-google-fonts/noto-sans-sc', '700Bold', 'NotoSansSC_700Bold.ttf'),
    },
  },
  {
    id: 'noto-sans-kr',
    family: 'Noto Sans KR',
    displayName: 'Noto Sans KR (한국어)',
    cjk: true,
    hangul: true,
    files: {
      regular: fontFile('@expo-google-fonts/noto-sans-kr', '400Regular', 'NotoSansKR_400Regular.ttf'),
      bold: fontFile('@expo-google-fonts/noto-sans-kr', '700Bold', 'NotoSansKR_700Bold.ttf'),
    },
  },
];

export const DEFAULT_SUBTITLE_FONT_ID = 'noto-sans';

/** Han, kana, bopomofo, CJK punctuation and full-width forms: what Noto Sans lacks and Noto Sans SC has. */
const CJK_TEXT = /[\u2e80-\u312f\u31a0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef\u{20000}-\u{3134f}]/u;

/** Hangul jamo and syllables: only Noto Sans KR draws them. */
const HANGUL_TEXT = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;

export function hasCjk(text: string): boolean {
  return CJK_TEXT.test(text) || HANGUL_TEXT.test(text);
}

/** The preferred font unless the text needs CJK glyphs it lacks; unknown ids fall back to the default. */
export function pickFontFor(text: string, preferredId: string = DEFAULT_SUBTITLE_FONT_ID): SubtitleFont {
  const preferred =
    SUBTITLE_FONTS.find((font) => font.id === preferredId) ??
    SUBTITLE_FONTS.find((font) => font.id === DEFAULT_SUBTITLE_FONT_ID);
  const cjkFont = SUBTITLE_FONTS.find((font) => font.cjk);
  const hangulFont = SUBTITLE_FONTS.find((font) => font.hangul);
  if (!preferred || !cjkFont || !hangulFont) throw new Error('subtitle font table is missing a needed font');
  if (HANGUL_TEXT.test(text) && !preferred.hangul) return hangulFont;
  return CJK_TEXT.test(text) && !preferred.cjk ? cjkFont : preferred;
}

/**
 * A directory holding exactly the shipped TTFs, for libass's `fontsdir`: libass loads every file
 * in it, so pointing it at node_modules would pull in previews and every unused weight. The
 * directory name hashes the source paths, so a moved install gets a fresh one; it is checked on
 * every call because temp cleaners may remove it while a worker runs.
 */
export function fontsDir(): string {
  const files = SUBTITLE_FONTS.flatMap((font) => [font.files.regular, font.files.bold]);
  const hash = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `orator-subtitle-fonts-${hash}`);
  if (fs.existsSync(dir)) return dir;
  // Built beside the final name and renamed into place: a concurrent worker sees all or nothing.
  const staging = fs.mkdtempSync(`${dir}.staging-`);
  for (const file of files) fs.symlinkSync(file, path.join(staging, path.basename(file)));
  try {
    fs.renameSync(staging, dir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error;
  }
  return dir;
}
