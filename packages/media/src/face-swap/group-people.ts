import { descriptorSimilarity } from './analyse-detect';

/** What the grouping needs of a track: when it was seen and what its face looked like. */
export interface GroupableTrack {
  /** The sample indices the track was seen at. */
  samples: number[];
  descriptors: number[][];
}

/**
 * Two tracks whose mean descriptors are at least this alike are one person. Measured with Human's faceres model:
 * single photos of the same face at 50-260 px give 0.81-0.98, seven different people 0.30-0.59 (0.63 at 40 px);
 * the track means of the test videos (talking heads turning and nodding, cut together) give 0.82-0.99 for one
 * person, seen again mirrored and closer included, and 0.38-0.58 between different people.
 */
export const SAME_PERSON_SIMILARITY = 0.72;

/**
 * Groups tracks into people: the most alike pair of groups is joined while it is at least SAME_PERSON_SIMILARITY
 * alike, so the same person leaving and coming back, or seen again after a cut, is one person. Two groups seen in
 * the same sample are two people, however alike (twins, a face and its reflection). Returns groups of track
 * indices, each sorted, in order of their first track.
 */
export function groupPeople(tracks: GroupableTrack[]): number[][] {
  const groups = tracks.map((track, index) => ({
    members: [index],
    samples: new Set(track.samples),
    descriptor: meanDescriptor(track.descriptors),
    weight: track.descriptors.length,
  }));
  for (;;) {
    let best: { a: number; b: number; similarity: number } | undefined;
    for (let a = 0; a < groups.length; a++) {
      for (let b = a + 1; b < groups.length; b++) {
        const first = groups[a]!;
        const second = groups[b]!;
        if (sharesASample(first.samples, second.samples)) continue;
        const similarity = descriptorSimilarity(first.descriptor, second.descriptor);
        if (similarity >= SAME_PERSON_SIMILARITY && similarity > (best?.similarity ?? -1)) best = { a, b, similarity };
      }
    }
    if (!best) break;
    const kept = groups[best.a]!;
    const joined = groups[best.b]!;
    kept.descriptor = weightedMean(kept.descriptor, kept.weight, joined.descriptor, joined.weight);
    kept.weight += joined.weight;
    kept.members.push(...joined.members);
    for (const sample of joined.samples) kept.samples.add(sample);
    groups.splice(best.b, 1);
  }
  return groups.map((group) => group.members.sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!);
}

function sharesASample(a: Set<number>, b: Set<number>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const sample of small) if (large.has(sample)) return true;
  return false;
}

/** The mean of unit-length descriptors: a descriptor's length says nothing of who it is. */
function meanDescriptor(descriptors: number[][]): number[] {
  const first = descriptors[0];
  if (!first) return [];
  const sum = new Array<number>(first.length).fill(0);
  for (const descriptor of descriptors) {
    const norm = Math.hypot(...descriptor) || 1;
    for (let i = 0; i < sum.length; i++) sum[i]! += (descriptor[i] ?? 0) / norm;
  }
  return sum.map((value) => value / descriptors.length);
}

function weightedMean(a: number[], weightA: number, b: number[], weightB: number): number[] {
  const total = weightA + weightB || 1;
  return a.map((value, i) => (value * weightA + (b[i] ?? 0) * weightB) / total);
}
