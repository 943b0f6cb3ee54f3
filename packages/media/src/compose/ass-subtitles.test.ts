import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg } from '../ffmpeg';
import { fontsDir } from '../fonts/subtitle-fonts';
import { assColor, assScript, escapeAssText, wrapCjk } from './ass-subtitles';
import { filterPath } from './composition-args';

describe('assColor', () => {
  it('turns #rrggbb into ASS &HAABBGGRR', () => {
    expect(assColor('#ff8000')).toBe('&H000080FF');
    expect(assColor('#ffffff', 0x70)).toBe('&H70FFFFFF');
    expect(() => assColor('red')).toThrow(/#rrggbb/);
  });
});

describe('escapeAssText', () => {
  it('keeps braces, backslash sequences and line breaks literal', () => {
    expect(escapeAssText('{\\b1}bold')).toBe('\\{\\b1\\}bold');
    expect(escapeAssText('a\\Nb')).toBe('a\\\u2060Nb');
    expect(escapeAssText('one\ntwo')).toBe('one\\Ntwo');
  });
});

describe('wrapCjk', () => {
  it('breaks a long Chinese line into balanced lines that fit', () => {
    const text = '欢迎来到我们的视频工作室，今天我们一起看看一段脚本如何变成一个有主持人的视频。';
    // 37 ideographs at ~0.7 of the font size each: two lines at width 16, three at width 10.
    expect(wrapCjk(text, 16).split('\n')).toHaveLength(2);
    const lines = wrapCjk(text, 10).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.join('')).toBe(text);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(10 / 0.7);
    expect(Math.max(...lines.map((line) => line.length)) - Math.min(...lines.map((line) => line.length))).toBeLessThan(
      6,
    );
  });

  it('never starts a line with closing punctuation', () => {
    const lines = wrapCjk('一二三四五六七八九十，一二三四五六七八九十。', 8).split('\n');
    for (const line of lines) expect(line).not.toMatch(/^[，。]/);
  });

  it('leaves Latin text to libass', () => {
    const text = 'A long English sentence that libass wraps by itself at the spaces between words.';
    expect(wrapCjk(text, 10)).toBe(text);
  });
});

describe('assScript', () => {
  it('sizes the script to the canvas and gives CJK cues the CJK font', () => {
    const script = assScript({
      canvas: { width: 1280, height: 720 },
      subtitles: {
        cues: [
          { start: 0, end: 1.5, text: 'Hello' },
          { start: 1.5, end: 3.25, text: '你好' },
        ],
        fontId: 'noto-sans',
        color: '#ffcc00',
      },
      watermark: { text: 'Orator' },
    });
    expect(script).toContain('PlayResX: 1280\nPlayResY: 720');
    expect(script).toMatch(/^Style: Sub-noto-sans,Noto Sans,40,&H0000CCFF,/m);
    expect(script).toMatch(/^Style: Sub-noto-sans-sc,Noto Sans SC,40,/m);
    expect(script).toContain('Dialogue: 0,0:00:00.00,0:00:01.50,Sub-noto-sans,,0,0,0,,Hello');
    expect(script).toContain('Dialogue: 0,0:00:01.50,0:00:03.25,Sub-noto-sans-sc,,0,0,0,,你好');
    expect(script).toMatch(/^Style: Watermark,Noto Sans,25,&H70FFFFFF,.*,9,22,22,22,1$/m);
  });

  it('has no styles or events when there is nothing to draw', () => {
    expect(assScript({ canvas: { width: 720, height: 720 } })).not.toMatch(/^(Style|Dialogue):/m);
  });
});

describe('libass with the shipped fonts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-ass-test-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('draws Latin cues in Noto Sans and Chinese ones in Noto Sans SC, with every glyph found', async () => {
    // A folder name full of characters the filter-graph parsers split on: filterPath must escape them.
    const awkward = path.join(dir, "it's [a]:b,c;d");
    await fs.mkdir(awkward);
    const assPath = path.join(awkward, 'subs.ass');
    await fs.writeFile(
      assPath,
      assScript({
        canvas: { width: 640, height: 360 },
        subtitles: {
          cues: [
            { start: 0, end: 1, text: 'Olá, Привет, Γειά' },
            { start: 0, end: 1, text: '欢迎来到视频工作室' },
          ],
          fontId: 'noto-sans',
          bold: true,
        },
      }),
    );
    const { stderr } = await ffmpeg([
      ...['-v', 'verbose', '-f', 'lavfi', '-i', 'color=c=black:s=640x360:d=0.2'],
      ...['-vf', `ass=filename=${filterPath(assPath)}:fontsdir=${filterPath(fontsDir())}`, '-f', 'null', '-'],
    ]);
    expect(stderr).toMatch(/fontselect: \(Noto Sans, 700, 0\) -> NotoSans-Bold/);
    expect(stderr).toMatch(/fontselect: \(Noto Sans SC, 700, 0\) -> NotoSansSC-Bold/);
    expect(stderr).not.toMatch(/Glyph 0x[0-9A-F]+ not found|failed to find any fallback/i);
  });
});
