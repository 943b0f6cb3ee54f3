import {
  FACE_SWAP_PHOTO,
  FACE_SWAP_VIDEO,
  isTaskPending,
  type TFaceSwapFace,
  type TFaceSwapMapping,
  type TFaceSwapMode,
  type TFaceSwapTask,
} from '@orator/contracts';
import { BYTES_PER_MB } from '../../shared/lib/media-format';

/** The stages the page shows as steps (SPEC 4): uploading, transcoding, face analysis, then submitted. */
export const FACE_SWAP_STEPS = ['uploading', 'transcoding', 'analysing', 'submitted'] as const;
export type TFaceSwapStep = (typeof FACE_SWAP_STEPS)[number];

export function isFaceChecking(face: TFaceSwapFace): boolean {
  return face.state === 'checking';
}

/** The server is working on the task: transcoding, analysing or rendering. */
export function isTaskWorking(task: Pick<TFaceSwapTask, 'stage' | 'taskStatusTypeId'>): boolean {
  if (task.stage === 'transcoding' || task.stage === 'analysing') return true;
  return task.stage === 'submitted' && task.taskStatusTypeId !== null && isTaskPending(task.taskStatusTypeId);
}

const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];
const VIDEO_EXTENSIONS = /\.(mp4|mov)$/i;

export type TVideoProblem = 'wrongFormat' | 'tooLarge';

/** What the picker can tell before sending: MP4 or MOV, and the plan's size (SPEC 5); the server checks again. */
export function videoProblem(file: Pick<File, 'name' | 'type' | 'size'>, maxMb: number): TVideoProblem | undefined {
  if (!VIDEO_TYPES.includes(file.type) && !VIDEO_EXTENSIONS.test(file.name)) return 'wrongFormat';
  if (file.size > maxMb * BYTES_PER_MB) return 'tooLarge';
  return undefined;
}

const PHOTO_TYPES = FACE_SWAP_PHOTO.accept.split(',');

export type TPhotoProblem = 'badImage' | 'imageTooLarge';

export function photoProblem(file: Pick<File, 'type' | 'size'>): TPhotoProblem | undefined {
  if (!PHOTO_TYPES.includes(file.type)) return 'badImage';
  if (file.size > FACE_SWAP_PHOTO.maxBytes) return 'imageTooLarge';
  return undefined;
}

/** Single mode keeps one person mapped: choosing a face for another person moves the choice to them. */
export function mapPerson(
  mapping: TFaceSwapMapping,
  mode: TFaceSwapMode,
  personId: string,
  faceId: number | undefined,
): TFaceSwapMapping {
  if (faceId === undefined) return omit(mapping, personId);
  return mode === 'single' ? { [personId]: faceId } : { ...mapping, [personId]: faceId };
}

/** Switching to single mode keeps the first person mapped only. */
export function mappingForMode(mapping: TFaceSwapMapping, mode: TFaceSwapMode): TFaceSwapMapping {
  if (mode === 'multi') return mapping;
  const [first] = Object.entries(mapping);
  return first ? { [first[0]]: first[1] } : {};
}

function omit(mapping: TFaceSwapMapping, personId: string): TFaceSwapMapping {
  return Object.fromEntries(Object.entries(mapping).filter(([id]) => id !== personId));
}

/** The limit the page states before anything is picked. */
export const MAX_VIDEO_MINUTES = FACE_SWAP_VIDEO.maxSec / 60;
