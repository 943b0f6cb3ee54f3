import { detectFacesIn } from '../face/detector';
import type { Point } from '../face/geometry';
import type { FaceTracks } from './face-swap-engine';
import { LandmarkSmoother } from './landmark-smooth';
import type { SkinModel } from './face-mask-occluders';
import { renderSwapFace } from './render-swap-face';
import { assignFaces, expectedBox, type ExpectedFace } from './swap-people';
import type { FaceTopology, SourceFace } from './swap-source-face';
import { yuvToRgb, type YuvFrame } from './swap-yuv';

/** The mesh without the iris points: the swap warps the face, the eyes come with it. */
const MESH_POINTS = 468;
/**
 * Faces at least this many rows high are fitted on the half-size frame: the mesh model itself works at 192 px a face,
 * and a full 720p frame costs Human about three times as long as a half-size one (54 against 154 ms for three faces).
 */
const HALF_SIZE_MIN_FACE = 200;

interface PersonState {
  smoother: LandmarkSmoother | null;
  lastCentre: Point | null;
}

/** One face to paint on a frame: whose, where (the smoothed mesh), and whether it is new since the last frame. */
export interface FaceToRender {
  id: string;
  mesh: Point[];
  fresh: boolean;
}

export interface FrameSwapperOptions {
  tracks: FaceTracks;
  /** Person id to the face put on them. */
  sources: Map<string, SourceFace>;
  fps: number;
  /** The video's length: someone seen at its last sample stays to the end. */
  durationSec: number;
  /** Frames come one after the other: meshes are smoothed over time and the detector reuses the last boxes. */
  sequential: boolean;
}

/**
 * Finds the mapped people's faces frame by frame. For each person expected in the frame (near one of their
 * sightings), the face mesh is fitted and matched to them by position, then smoothed over time. Frames with nobody
 * mapped are not looked at.
 */
export class FrameSwapper {
  private readonly people = new Map<string, PersonState>();
  private readonly stream = {};
  private readonly shrink: 1 | 2;

  constructor(private readonly options: FrameSwapperOptions) {
    const heights = [...options.sources.keys()].flatMap((id) =>
      (options.tracks.sightings[id] ?? []).map((s) => s.box[3]),
    );
    this.shrink = heights.length > 0 && Math.min(...heights) >= HALF_SIZE_MIN_FACE ? 2 : 1;
  }

  /** The faces to paint on this frame, at `sec` of the video. */
  async locate(frame: YuvFrame, sec: number): Promise<FaceToRender[]> {
    const expected: ExpectedFace[] = [];
    for (const id of this.options.sources.keys()) {
      const { tracks, durationSec } = this.options;
      const box = expectedBox(tracks.sightings[id] ?? [], sec, tracks.sampleFps, durationSec);
      if (box) expected.push({ id, box, lastCentre: this.people.get(id)?.lastCentre ?? null });
      else this.people.delete(id);
    }
    if (expected.length === 0) return [];
    const pixels = yuvToRgb(frame, this.shrink);
    const detected = await detectFacesIn(
      { pixels, width: frame.width, height: frame.height },
      { iris: false, stream: this.options.sequential ? this.stream : undefined },
    );
    const assigned = assignFaces(expected, detected);
    const faces: FaceToRender[] = [];
    for (const { id } of expected) {
      const face = assigned.get(id);
      if (!face) {
        this.people.delete(id);
        continue;
      }
      const known = this.people.get(id);
      const state = known ?? { smoother: null, lastCentre: null };
      const raw = face.mesh.slice(0, MESH_POINTS);
      if (this.options.sequential) state.smoother ??= new LandmarkSmoother(MESH_POINTS, this.options.fps);
      faces.push({ id, mesh: state.smoother ? state.smoother.next(raw) : raw, fresh: !known });
      state.lastCentre = { x: face.box.x + face.box.width / 2, y: face.box.y + face.box.height / 2 };
      this.people.set(id, state);
    }
    return faces;
  }
}

/** Paints faces on frames on the calling thread, keeping each person's skin model from frame to frame. */
export class FacePainter {
  private readonly skins = new Map<string, SkinModel | null>();

  constructor(
    private readonly sources: Map<string, SourceFace>,
    private readonly topology: FaceTopology,
  ) {}

  paint(frame: YuvFrame, faces: readonly FaceToRender[]): void {
    for (const { id, mesh, fresh } of faces) {
      const source = this.sources.get(id);
      if (!source) continue;
      const skin = fresh ? null : (this.skins.get(id) ?? null);
      this.skins.set(id, renderSwapFace(frame, mesh, source, this.topology, skin));
    }
  }
}
