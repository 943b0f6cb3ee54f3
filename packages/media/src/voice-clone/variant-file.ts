/** How a clone moves its base voice; every scale is a multiplier, 1 leaves the base as it is. */
export interface VariantAdjustments {
  /** Multiplies the centre of espeak's pitch range: the voice's F0. */
  pitchScale: number;
  /** Multiplies the log-width of the pitch range around its centre: how far the intonation moves. */
  pitchRangeScale: number;
  /** Multiply espeak's F1, F2 and F3 frequencies; F1 also moves the low nasal formant 0, F3 the ones above it. */
  formantScales: [number, number, number];
  /**
   * espeak's `tone` points, [Hz, height] with 128 leaving harmonics as they are: the clone's
   * equalisation towards the sample's long-term spectrum. Absent: the base voice's tone.
   */
  tone?: [number, number][];
}

/** espeak-ng's default tone curve (voices.c), for variants without a tone line. */
const DEFAULT_TONE: readonly [number, number][] = [
  [600, 170],
  [1200, 135],
  [2000, 110],
  [3000, 110],
];

/**
 * The height a variant's tone curve gives at each frequency: espeak interpolates linearly between
 * points and holds the first and last heights beyond them.
 */
export function variantToneHeights(lines: readonly string[], frequenciesHz: readonly number[]): number[] {
  const values = lines
    .find((line) => line.startsWith('tone '))
    ?.split(' ')
    .slice(1)
    .map(Number);
  const points: [number, number][] = values
    ? Array.from({ length: Math.floor(values.length / 2) }, (_, index) => [
        values[2 * index] ?? 0,
        values[2 * index + 1] ?? 128,
      ])
    : [...DEFAULT_TONE];
  return frequenciesHz.map((hz) => {
    const after = points.findIndex(([pointHz]) => pointHz >= hz);
    if (after === 0) return points[0]?.[1] ?? 128;
    if (after === -1) return points.at(-1)?.[1] ?? 128;
    const [lowHz, lowHeight] = points[after - 1] ?? [0, 128];
    const [highHz, highHeight] = points[after] ?? [0, 128];
    return lowHeight + ((highHeight - lowHeight) * (hz - lowHz)) / (highHz - lowHz);
  });
}

/** espeak's default when a variant has no pitch line. */
const DEFAULT_PITCH = [82, 118] as const;

/**
 * The text of an espeak-ng variant file: the base variant's lines with `pitch <base> <top>` and each
 * `formant <n> <freq%> <height%> <width%>` frequency moved (espeak-ng docs/voices.md).
 */
export function variantFileText(name: string, baseLines: readonly string[], adjustments: VariantAdjustments): string {
  const lines = baseLines.some((line) => line.startsWith('pitch '))
    ? [...baseLines]
    : [`pitch ${DEFAULT_PITCH.join(' ')}`, ...baseLines];
  const { tone } = adjustments;
  const moved = lines
    .filter((line) => !(tone && line.startsWith('tone ')))
    .map((line) => {
      const [keyword, ...values] = line.split(' ');
      if (keyword === 'pitch') return movePitch(values.map(Number), adjustments);
      if (keyword === 'formant') return moveFormant(values.map(Number), adjustments);
      return line;
    });
  const toneLine = tone
    ? [`tone ${tone.map(([hz, height]) => `${Math.round(hz)} ${Math.round(height)}`).join(' ')}`]
    : [];
  return ['language variant', `name ${name}`, ...moved, ...toneLine, ''].join('\n');
}

/** Scales around the range's geometric centre, so widening the intonation leaves the median F0 in place. */
function movePitch(
  [base = DEFAULT_PITCH[0], top = DEFAULT_PITCH[1]]: number[],
  adjustments: VariantAdjustments,
): string {
  const centre = Math.sqrt(base * top) * adjustments.pitchScale;
  const halfWidth = (Math.log(top / base) / 2) * adjustments.pitchRangeScale;
  const newBase = Math.round(centre * Math.exp(-halfWidth));
  return `pitch ${newBase} ${Math.max(newBase + 1, Math.round(centre * Math.exp(halfWidth)))}`;
}

/** The geometric centre of a variant's `pitch` range, in Hz: what `pitchScale` multiplies. */
export function variantPitchCentre(lines: readonly string[]): number {
  const [base = DEFAULT_PITCH[0], top = DEFAULT_PITCH[1]] =
    lines
      .find((line) => line.startsWith('pitch '))
      ?.split(' ')
      .slice(1)
      .map(Number) ?? [];
  return Math.sqrt(base * top);
}

function moveFormant([index = 0, frequency = 100, ...rest]: number[], adjustments: VariantAdjustments): string {
  const [f1, f2, f3] = adjustments.formantScales;
  const scale = index <= 1 ? f1 : index === 2 ? f2 : f3;
  return ['formant', index, Math.round(frequency * scale), ...rest].join(' ');
}
