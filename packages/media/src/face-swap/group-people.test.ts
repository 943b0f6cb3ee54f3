import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeForDetection } from '../face/detector';
import { portrait, type PORTRAITS } from '../face/test-portraits';
import { detectDescribedFaces } from './analyse-detect';
import { groupPeople, type GroupableTrack } from './group-people';

/** A real descriptor of a test portrait resized to `height` rows, mirrored when asked. */
async function descriptorOf(name: keyof typeof PORTRAITS, height: number, mirrored = false): Promise<number[]> {
  let picture = sharp(await portrait(name)).resize({ height });
  if (mirrored) picture = picture.flop();
  const input = await decodeForDetection(await picture.jpeg().toBuffer());
  const [face] = await detectDescribedFaces(input, { describe: true });
  if (!face) throw new Error(`no face in ${name}`);
  return face.descriptor;
}

function track(from: number, to: number, ...descriptors: number[][]): GroupableTrack {
  return { samples: Array.from({ length: to - from + 1 }, (_, i) => from + i), descriptors };
}

const seen: Record<string, number[]> = {};
beforeAll(async () => {
  seen.blondeNear = await descriptorOf('blonde', 700);
  seen.blondeFarMirrored = await descriptorOf('blonde', 300, true);
  seen.smilingNear = await descriptorOf('smiling', 700);
  seen.smilingFar = await descriptorOf('smiling', 300);
  seen.grinning = await descriptorOf('grinning', 500);
  seen.sliver = await descriptorOf('sliver', 500);
}, 60_000);

describe('groupPeople', () => {
  it('joins the tracks of one person seen again closer, farther or mirrored, and keeps others apart', () => {
    const groups = groupPeople([
      track(0, 9, seen.blondeNear!),
      track(0, 9, seen.grinning!),
      track(12, 20, seen.smilingNear!),
      track(22, 30, seen.blondeFarMirrored!),
      track(22, 30, seen.smilingFar!),
      track(40, 45, seen.sliver!, seen.sliver!),
    ]);
    expect(groups).toEqual([[0, 3], [1], [2, 4], [5]]);
  });

  it('keeps two tracks seen at the same moment apart, however alike their faces', () => {
    expect(groupPeople([track(0, 5, seen.blondeNear!), track(5, 9, seen.blondeFarMirrored!)])).toEqual([[0], [1]]);
    expect(groupPeople([track(0, 5, seen.blondeNear!), track(6, 9, seen.blondeFarMirrored!)])).toEqual([[0, 1]]);
  });

  it('finds nobody in no tracks', () => {
    expect(groupPeople([])).toEqual([]);
  });
});
