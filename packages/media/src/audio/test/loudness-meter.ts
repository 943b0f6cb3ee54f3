import { ffmpeg } from '../../ffmpeg';

export interface MeteredLoudness {
  integratedLufs: number;
  truePeakDbtp: number;
}

/**
 * Reads a file's loudness with ffmpeg's EBU R128 meter (`ebur128`), a different filter from the `loudnorm` that
 * normalises the outputs, so a test does not grade the product with its own ruler.
 */
export async function meterLoudness(filePath: string): Promise<MeteredLoudness> {
  const { stderr } = await ffmpeg([
    '-hide_banner',
    '-i',
    filePath,
    '-vn',
    '-af',
    'ebur128=peak=true',
    '-f',
    'null',
    '-',
  ]);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const read = (pattern: RegExp) => Number(pattern.exec(summary)?.[1]);
  return { integratedLufs: read(/I:\s+(-?[\d.]+|-inf) LUFS/), truePeakDbtp: read(/Peak:\s+(-?[\d.]+|-inf) dBFS/) };
}
