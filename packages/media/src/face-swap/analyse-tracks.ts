import type { DescribedFace } from './analyse-detect';
import { descriptorSimilarity } from './analyse-detect';

type Box = DescribedFace['box'];

/** One face followed from sample to sample of a video, in the sampled frames' pixels. */
export interface FaceTrack {
  sightings: { sample: number; face: DescribedFace }[];
  /**
   * The descriptors taken along the track (not every sample is described): of its clear views only, once it has one
   * (isClearView); until then of whatever views it had.
   */
  descriptors: number[][];
  hasClearView: boolean;
}

export interface TrackerOptions {
  /** Every this many samples all faces are described again, so a long track has descriptors from several views. */
  describeEvery: number;
  /**
   * A track missing for up to this many samples (a blink of the detector, a hand passing) goes on where it
   * reappears; after that the face starts a new track, which the grouping joins back to its person.
   */
  maxGapSamples: number;
}

/**
 * Boxes of consecutive samples (a quarter of a second apart) overlap far more than this for one face, even when the
 * head turns or the camera zooms; two people side by side do not overlap at all.
 */
const MIN_OVERLAP = 0.3;

/**
 * Consecutive descriptions of one face along a track are 0.76-1 alike on the test talking heads (turning and
 * nodding); different people 0.29-0.63 (group-people.ts). A box that overlaps but whose face is this unlike the
 * track's is someone else standing where the last person stood (a cut the frame difference missed).
 */
const OTHER_PERSON_SIMILARITY = 0.6;

/**
 * Face recognition is trained on and sure of faces that look roughly into the camera; a head turned or tilted far
 * gives a descriptor further from the same person's frontal ones. Human's angles put frontal and three-quarter test
 * faces within 20 degrees and a profile at 32-36; a mesh confidence under 0.9 marks a face partly hidden.
 */
const CLEAR_VIEW = { maxYawDeg: 25, maxPitchDeg: 25, minScore: 0.9 };

function isClearView(face: DescribedFace): boolean {
  return (
    Math.abs(face.yawDeg) <= CLEAR_VIEW.maxYawDeg &&
    Math.abs(face.pitchDeg) <= CLEAR_VIEW.maxPitchDeg &&
    face.score >= CLEAR_VIEW.minScore
  );
}

/**
 * Follows faces through a video's samples by box overlap, checked by descriptors where they are known. Samples are
 * given in order; the caller detects with descriptors when `isDescriptionDue` or `hasNewFaces` says so.
 */
export class FaceTracker {
  private readonly tracks: FaceTrack[] = [];
  /** Tracks that may continue at the next sample, with the sample they were last seen at. */
  private live: { track: FaceTrack; last: number }[] = [];

  constructor(private readonly options: TrackerOptions) {}

  /** Descriptors are taken at every cut and every `describeEvery` samples, whatever the faces. */
  isDescriptionDue(sample: number, isCut: boolean): boolean {
    return isCut || sample % this.options.describeEvery === 0;
  }

  /** A face no live track explains has appeared: it needs a descriptor to be told apart or joined to its person. */
  hasNewFaces(sample: number, faces: DescribedFace[]): boolean {
    const live = this.liveAt(sample);
    return faces.some((face) => !live.some(({ track }) => overlap(lastBox(track), face.box) >= MIN_OVERLAP));
  }

  add(sample: number, faces: DescribedFace[], isCut: boolean): void {
    // After a cut nobody continues: the same person in the next shot is found again by the grouping.
    const live = isCut ? [] : this.liveAt(sample);
    const pairs: { entry: (typeof live)[number]; face: DescribedFace; overlap: number }[] = [];
    for (const entry of live) {
      for (const face of faces) {
        const shared = overlap(lastBox(entry.track), face.box);
        if (shared >= MIN_OVERLAP && !isSomeoneElse(entry.track, face)) pairs.push({ entry, face, overlap: shared });
      }
    }
    pairs.sort((a, b) => b.overlap - a.overlap);
    const continued = new Set<FaceTrack>();
    const placed = new Set<DescribedFace>();
    for (const { entry, face } of pairs) {
      if (continued.has(entry.track) || placed.has(face)) continue;
      extend(entry.track, sample, face);
      entry.last = sample;
      continued.add(entry.track);
      placed.add(face);
    }
    this.live = live;
    for (const face of faces) {
      if (placed.has(face)) continue;
      const track: FaceTrack = { sightings: [], descriptors: [], hasClearView: false };
      extend(track, sample, face);
      this.tracks.push(track);
      this.live.push({ track, last: sample });
    }
  }

  finish(): FaceTrack[] {
    return this.tracks;
  }

  private liveAt(sample: number): { track: FaceTrack; last: number }[] {
    return this.live.filter(({ last }) => sample - last <= this.options.maxGapSamples + 1);
  }
}

function extend(track: FaceTrack, sample: number, face: DescribedFace): void {
  track.sightings.push({ sample, face });
  if (face.descriptor.length === 0) return;
  if (isClearView(face) && !track.hasClearView) {
    track.descriptors = [];
    track.hasClearView = true;
  }
  if (isClearView(face) || !track.hasClearView) track.descriptors.push(face.descriptor);
}

/** Only two clear views can tell: a turned head is less like its own frontal view than another person may be. */
function isSomeoneElse(track: FaceTrack, face: DescribedFace): boolean {
  const known = track.descriptors.at(-1);
  if (!known || !track.hasClearView || face.descriptor.length === 0 || !isClearView(face)) return false;
  return descriptorSimilarity(known, face.descriptor) < OTHER_PERSON_SIMILARITY;
}

function lastBox(track: FaceTrack): Box {
  return (track.sightings.at(-1) as FaceTrack['sightings'][number]).face.box;
}

/** Intersection over union of two boxes, 0-1. */
export function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (a.width * a.height + b.width * b.height - shared);
}
