import type { Box } from '../avatar/rig';
import type { DetectedFace } from '../face/detector';
import type { Point } from '../face/geometry';
import type { FaceTracks, PersonSighting } from './face-swap-engine';

/**
 * How far from a sighting, in sampling intervals, a person still counts as in the picture: between two sightings
 * one interval apart they are there all along; past the last one, half an interval more (the face may have left).
 */
const BRIDGE_INTERVALS = 1.5;
const TRAIL_INTERVALS = 0.5;
/** A detected face is that person's when its centre is within this share of their face's width of where expected. */
const MATCH_REACH = 0.6;

/**
 * Where a person's face is expected at `sec` from the analysis' sightings (sorted by time); null when not seen. Past
 * a video's last sample (`durationSec` given), someone seen there is taken to stay to the end.
 */
export function expectedBox(
  sightings: readonly PersonSighting[],
  sec: number,
  sampleFps: number,
  durationSec = Number.POSITIVE_INFINITY,
): Box | null {
  const interval = 1 / sampleFps;
  let after = sightings.findIndex((s) => s.sec >= sec);
  if (after === -1) after = sightings.length;
  const next = sightings[after];
  const previous = sightings[after - 1];
  if (previous && next && next.sec - previous.sec <= BRIDGE_INTERVALS * interval) {
    const span = next.sec - previous.sec;
    const t = span > 0 ? (sec - previous.sec) / span : 0;
    const [ax, ay, aw, ah] = previous.box;
    const [bx, by, bw, bh] = next.box;
    return { x: ax + (bx - ax) * t, y: ay + (by - ay) * t, width: aw + (bw - aw) * t, height: ah + (bh - ah) * t };
  }
  // A sample at the very end would fall after the last frame: none was taken.
  const lastSample = previous && !next && previous.sec + interval >= durationSec;
  const near = lastSample
    ? previous
    : [previous, next].find((s) => s && Math.abs(s.sec - sec) <= TRAIL_INTERVALS * interval);
  if (!near) return null;
  const [x, y, width, height] = near.box;
  return { x, y, width, height };
}

export interface ExpectedFace {
  id: string;
  box: Box;
  /** Where the person's face was on the last frame, when it was found there: closer than the sightings. */
  lastCentre: Point | null;
}

/**
 * Which detected face is whose: nearest first, each face to one person at most, none farther than MATCH_REACH of
 * the person's face width from where they were expected.
 */
export function assignFaces(
  expected: readonly ExpectedFace[],
  detected: readonly DetectedFace[],
): Map<string, DetectedFace> {
  const pairs: { id: string; face: DetectedFace; distance: number }[] = [];
  for (const person of expected) {
    const centre = person.lastCentre ?? {
      x: person.box.x + person.box.width / 2,
      y: person.box.y + person.box.height / 2,
    };
    for (const face of detected) {
      const distance = Math.hypot(
        face.box.x + face.box.width / 2 - centre.x,
        face.box.y + face.box.height / 2 - centre.y,
      );
      if (distance <= MATCH_REACH * Math.max(person.box.width, face.box.width))
        pairs.push({ id: person.id, face, distance });
    }
  }
  pairs.sort((a, b) => a.distance - b.distance);
  const assigned = new Map<string, DetectedFace>();
  const taken = new Set<DetectedFace>();
  for (const { id, face } of pairs) {
    if (assigned.has(id) || taken.has(face)) continue;
    assigned.set(id, face);
    taken.add(face);
  }
  return assigned;
}

/**
 * The frames where someone of the analysis comes into the picture or where the picture is left without anyone:
 * the encoder starts a fresh group of pictures there, so a stretch without faces never predicts from a swapped
 * frame and its frames come out exactly as in a plain re-encode (which has the same boundaries, mapping or not).
 */
export function faceRunBoundaries(tracks: FaceTracks, fps: number, frameCount: number): number[] {
  const boundaries: number[] = [];
  let before = false;
  for (let n = 0; n < frameCount; n++) {
    const present = Object.values(tracks.sightings).some(
      (s) => expectedBox(s, n / fps, tracks.sampleFps, frameCount / fps) !== null,
    );
    if (n > 0 && present !== before) boundaries.push(n);
    before = present;
  }
  return boundaries;
}
