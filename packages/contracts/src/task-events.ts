import { TaskStatus } from './codes';
/** The stream's transport, events and reconnection rules: docs/api.md, section "Live task events (#11)". */

export const TaskEventsApi = {
  /** GET, answered as text/event-stream: each change of the signed-in user's tasks, as it happens. */
  stream: '/user/v2/taskEvents/stream',
} as const;

/** The long-running tools whose tasks publish their changes; a new tool adds its name here. */
export const TASK_KINDS = ['video', 'dubbing', 'voiceChanger', 'audioSubtitle', 'videoTranslation'] as const;
export type TTaskKind = (typeof TASK_KINDS)[number];

/**
 * Where a task stands. Pending tasks are `queued`, then in one of their tool's stages; a tool that names no
 * stages is simply `working`.
 */
export const TASK_STAGES = [
  'queued',
  'speaking',
  'drawing',
  'composing',
  'saving',
  'working',
  'finished',
  'failed',
] as const;
export type TTaskStage = (typeof TASK_STAGES)[number];

/**
 * The progress (in percent) at which each stage of a tool begins. The stage is derived from the progress the
 * job writes, so it needs no column of its own and every reader derives the same one.
 */
export const TaskStageStart = {
  /** Speech, the presenter's poses, one ffmpeg run that composes and encodes, then storing the files. */
  video: { speaking: 0, drawing: 20, composing: 35, saving: 90 },
  /** The script is spoken clause by clause, then the MP3 and SRT are stored. */
  dubbing: { speaking: 0, saving: 90 },
} as const;

/** The same table, read by kind: tools without stages are absent. */
const STAGE_STARTS: Partial<Record<TTaskKind, Partial<Record<TTaskStage, number>>>> = TaskStageStart;

export function taskStage(kind: TTaskKind, status: number, progress: number): TTaskStage {
  if (status === TaskStatus.Queued) return 'queued';
  if (status === TaskStatus.Finished) return 'finished';
  if (status === TaskStatus.Failed) return 'failed';
  let stage: TTaskStage = 'working';
  for (const [name, start] of Object.entries(STAGE_STARTS[kind] ?? {}) as [TTaskStage, number][]) {
    if (progress >= start) stage = name;
  }
  return stage;
}

/** The `event:` names of the stream. */
export const TaskEventType = {
  /** First on every connection, once events from every API and worker process reach it. */
  Ready: 'ready',
  Task: 'task',
  /** Events may have been lost (the server's database listener reconnected): read the tasks again. */
  Resync: 'resync',
} as const;

export interface TTaskStreamReady {
  /** A comment line arrives at least this often; a client that hears nothing for longer should reconnect. */
  heartbeatMs: number;
}

/** One change of a task: its status, progress or stage. The full task is read from its tool's endpoints. */
export interface TTaskEvent {
  kind: TTaskKind;
  id: number;
  /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
  taskStatusTypeId: number;
  /** 0-100; tools that do not measure progress send 0 until they finish. */
  progress: number;
  stage: TTaskStage;
}
