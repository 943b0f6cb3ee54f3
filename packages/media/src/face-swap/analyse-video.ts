import type { DetectionInput } from '../face/detector';
import { probeTranslationVideo } from '../video-translate/probe-video';
import { rawFrames } from '../video-translate/raw-frames';
import type { DescribedFace } from './analyse-detect';
import { detectDescribedFaces } from './analyse-detect';
import { frameDifference } from './analyse-scene-cut';
import { personThumbnail } from './analyse-thumbnail';
import type { FaceTrack } from './analyse-tracks';
import { FaceTracker } from './analyse-tracks';
import type { AnalyseRequest, PersonSighting, VideoAnalysis, VideoPerson } from './face-swap-engine';
import { FACE_SWAP_VIDEO_LIMITS } from './face-swap-engine';
import { groupPeople } from './group-people';

/** Samples a second: a face on screen for half a second is seen twice. */
const SAMPLE_FPS = 4;
/**
 * Seconds between descriptions of every face. Describing costs about 100 ms a face on two cores (more than finding
 * it), so faces are described when they appear, after a cut, and then this often to keep each track's identity
 * checked and its mean descriptor drawn from several views.
 */
const DESCRIBE_EVERY_SEC = 2;
/** Rows of the sampled frames: faces of a twelfth of the picture's height are still 40 px there. */
const SAMPLE_ROWS = 480;
/**
 * A face whose box is under this share of the sampled rows (40 px of 480) is left out: its descriptor is unreliable
 * (the same face at 40 px matched itself at 260 px at only 0.63, as well as some other people) and a face that small
 * is a crowd or background face, not someone a user maps.
 */
const MIN_FACE_SHARE = 1 / 12;
/**
 * Detector and mesh confidence under which a box is not a face: false boxes on textures scored 0.2-0.4 on the test
 * photos, real faces 0.76-1 (profiles down to 0.51).
 */
const MIN_FACE_SCORE = 0.5;
/**
 * A track seen in fewer samples than this (under half a second) is dropped: a face found once is a false detection
 * or someone crossing the frame, too brief to map or to see swapped.
 */
const MIN_TRACK_SAMPLES = 2;
/**
 * Mean green difference (0-255) between consecutive samples above which the shot has changed. Consecutive samples of
 * one shot differ by under 10 on the test videos (zooms, talking heads); cuts between the test shots by 37-76.
 */
const CUT_DIFFERENCE = 20;

/** Everything analyseFaceVideo has done with the samples; the rest is spent on the thumbnails. */
const SAMPLING_SHARE = 0.9;

/**
 * Finds the distinct people in a video: samples SAMPLE_FPS frames a second, follows each face from sample to sample
 * (FaceTracker) and groups the tracks into people by their face descriptors (groupPeople). People are numbered in
 * order of first appearance; each has a thumbnail from the sample where the face is largest and most frontal.
 */
export async function analyseFaceVideo(request: AnalyseRequest): Promise<VideoAnalysis> {
  const { inputPath, signal } = request;
  signal?.throwIfAborted();
  const info = await probeTranslationVideo(inputPath);
  const durationSec = Math.min(info.durationSec, FACE_SWAP_VIDEO_LIMITS.maxSec);
  const rows = 2 * Math.round(Math.min(SAMPLE_ROWS, info.height) / 2);
  const columns = 2 * Math.round((info.width * rows) / info.height / 2);
  const expectedSamples = Math.max(1, Math.ceil(durationSec * SAMPLE_FPS));
  const tracker = new FaceTracker({ describeEvery: SAMPLE_FPS * DESCRIBE_EVERY_SEC, maxGapSamples: 2 });
  const frames = rawFrames(
    [
      // A video over the limit is read no further than the limit and a second.
      ...['-t', String(FACE_SWAP_VIDEO_LIMITS.maxSec + 1), '-i', inputPath, '-map', '0:v:0', '-an'],
      // round=up makes sample k the frame shown at k / SAMPLE_FPS; ffmpeg's default takes one half a sample later.
      ...['-vf', `fps=${SAMPLE_FPS}:round=up,scale=${columns}:${rows}`],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    columns * rows * 3,
    signal,
  );
  let sample = 0;
  let previous: Buffer | undefined;
  for await (const data of frames) {
    const isCut = previous !== undefined && frameDifference(previous, data, columns, rows) > CUT_DIFFERENCE;
    const input: DetectionInput = { pixels: { width: columns, height: rows, data }, width: columns, height: rows };
    const isDue = tracker.isDescriptionDue(sample, isCut);
    let faces = usable(await detectDescribedFaces(input, { describe: isDue }), rows);
    if (!isDue && tracker.hasNewFaces(sample, faces)) {
      faces = usable(await detectDescribedFaces(input, { describe: true }), rows);
    }
    tracker.add(sample, faces, isCut);
    previous = data;
    sample++;
    request.onProgress?.(SAMPLING_SHARE * Math.min(1, sample / expectedSamples));
  }
  const tracks = tracker
    .finish()
    .filter((track) => track.sightings.length >= MIN_TRACK_SAMPLES && track.descriptors.length > 0);
  const groups = inOrderOfAppearance(
    groupPeople(
      tracks.map((track) => ({ samples: track.sightings.map((s) => s.sample), descriptors: track.descriptors })),
    ).map((members) => members.flatMap((member) => (tracks[member] as FaceTrack).sightings)),
  );
  const toSource = { x: info.width / columns, y: info.height / rows };
  const people: VideoPerson[] = [];
  const sightings: Record<string, PersonSighting[]> = {};
  for (const [index, seen] of groups.entries()) {
    signal?.throwIfAborted();
    const id = `person-${index + 1}`;
    sightings[id] = seen.map(({ sample: at, face }) => ({ sec: at / SAMPLE_FPS, box: sourceBox(face, toSource) }));
    const best = seen.reduce((a, b) => (viewQuality(b.face) > viewQuality(a.face) ? b : a));
    people.push({
      id,
      thumbnail: await personThumbnail(
        inputPath,
        { sec: best.sample / SAMPLE_FPS, box: sourceBox(best.face, toSource) },
        info,
      ),
      secondsSeen: seen.length / SAMPLE_FPS,
      firstSeenSec: (seen[0] as Sighting).sample / SAMPLE_FPS,
    });
    request.onProgress?.(SAMPLING_SHARE + ((1 - SAMPLING_SHARE) * (index + 1)) / groups.length);
  }
  request.onProgress?.(1);
  return {
    width: info.width,
    height: info.height,
    durationSec,
    fps: info.fps,
    people,
    tracks: { sampleFps: SAMPLE_FPS, sightings },
  };
}

type Sighting = FaceTrack['sightings'][number];

/** Each person's sightings in time order; people by their first sighting, and left to right when they come together. */
function inOrderOfAppearance(people: Sighting[][]): Sighting[][] {
  const sorted = people.map((seen) => [...seen].sort((a, b) => a.sample - b.sample));
  const first = (seen: Sighting[]) => seen[0] as Sighting;
  return sorted.sort((a, b) => first(a).sample - first(b).sample || first(a).face.box.x - first(b).face.box.x);
}

function usable(faces: DescribedFace[], rows: number): DescribedFace[] {
  return faces.filter(
    (face) =>
      face.score >= MIN_FACE_SCORE &&
      face.detectionScore >= MIN_FACE_SCORE &&
      Math.max(face.box.width, face.box.height) >= rows * MIN_FACE_SHARE,
  );
}

/** Large and facing the camera: the face's size, less as the head turns or tilts away. */
function viewQuality(face: DescribedFace): number {
  const turn = Math.cos((face.yawDeg * Math.PI) / 180) * Math.cos((face.pitchDeg * Math.PI) / 180);
  return face.box.width * face.box.height * turn * turn;
}

function sourceBox(face: DescribedFace, scale: { x: number; y: number }): PersonSighting['box'] {
  const { x, y, width, height } = face.box;
  return [Math.round(x * scale.x), Math.round(y * scale.y), Math.round(width * scale.x), Math.round(height * scale.y)];
}
