import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  AudioSubtitleApi,
  DubbingApi,
  TaskApi,
  VideoTranslationApi,
  VoiceChangerApi,
  isTaskPending,
  taskStage,
  type TTaskEvent,
  type TTaskKind,
} from '@orator/contracts';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';

/**
 * The endpoints whose answers show each tool's tasks. Pages key their queries by these paths (SPEC 7), so
 * the live stream keeps them current without knowing the pages. A new tool adds its paths here.
 */
const TASK_QUERY_PATHS: Record<TTaskKind, readonly string[]> = {
  video: [TaskApi.list, TaskApi.detailUpgrade],
  dubbing: [DubbingApi.list, DubbingApi.detail],
  voiceChanger: [VoiceChangerApi.list, VoiceChangerApi.detail],
  audioSubtitle: [AudioSubtitleApi.list, AudioSubtitleApi.getAudioToSubtitleResult],
  videoTranslation: [VideoTranslationApi.list, VideoTranslationApi.detail],
};

/**
 * What else reads differently once a task of the tool has settled: the account (a settled task moved
 * K-coins) and, for dubbings, the quote, which says whether one is still being made ('busy').
 */
const SETTLED_QUERY_KEYS: Record<TTaskKind, readonly QueryKey[]> = {
  video: [currentUserQueryKey],
  dubbing: [currentUserQueryKey, [DubbingApi.queryCanSaveText2SpeechTask]],
  voiceChanger: [currentUserQueryKey],
  audioSubtitle: [currentUserQueryKey],
  // A settled render also frees a slot of the plan, which the quote reports as 'busy' until then.
  videoTranslation: [currentUserQueryKey, [VideoTranslationApi.quote]],
};

/** A task as the tools' endpoints show it: the status is `taskStatusTypeId`, or `status` for subtitles. */
interface TShownTask {
  id: number;
  taskStatusTypeId?: number;
  status?: number;
  progress?: number;
}

function isShownTask(value: unknown): value is TShownTask {
  return typeof value === 'object' && value !== null && typeof (value as TShownTask).id === 'number';
}

type TMatch = 'absent' | 'progressed' | 'moved';

/** How the event relates to one shown task: elsewhere, only further along, or in another status or stage. */
function matchOf(task: TShownTask, event: TTaskEvent): TMatch {
  if (task.id !== event.id) return 'absent';
  const status = task.taskStatusTypeId ?? task.status;
  if (status === undefined || status !== event.taskStatusTypeId) return 'moved';
  return taskStage(event.kind, status, task.progress ?? 0) === event.stage ? 'progressed' : 'moved';
}

/** The task, or the page of tasks, with the event's progress written in; `moved` when it needs a fresh read. */
function patched(data: unknown, event: TTaskEvent): { data: unknown; match: TMatch } {
  const patch = (task: TShownTask) =>
    task.progress === undefined ? task : { ...task, progress: Math.max(task.progress, event.progress) };
  if (isShownTask(data)) {
    const match = matchOf(data, event);
    return { data: match === 'progressed' ? patch(data) : data, match };
  }
  const page = data as { records?: unknown } | undefined;
  if (!page || !Array.isArray(page.records)) return { data, match: 'absent' };
  const task = page.records.find((record): record is TShownTask => isShownTask(record) && record.id === event.id);
  if (!task) return { data, match: 'absent' };
  const match = matchOf(task, event);
  if (match !== 'progressed') return { data, match };
  return { data: { ...page, records: page.records.map((record) => (record === task ? patch(task) : record)) }, match };
}

/**
 * Brings the cached queries of the event's tool up to date: a task that only moved along its stage gets
 * the new progress in place; a task in another status or stage is read again, as is what a settled task
 * changes besides itself.
 */
export function applyTaskEvent(queryClient: QueryClient, event: TTaskEvent): void {
  const paths = TASK_QUERY_PATHS[event.kind];
  const queries = queryClient
    .getQueryCache()
    .findAll({ predicate: (query: Query) => paths.includes(query.queryKey[0] as string) });
  for (const query of queries) {
    const { data, match } = patched(query.state.data, event);
    if (match === 'progressed') queryClient.setQueryData(query.queryKey, data);
    if (match === 'moved') void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
  if (!isTaskPending(event.taskStatusTypeId)) {
    for (const queryKey of SETTLED_QUERY_KEYS[event.kind]) void queryClient.invalidateQueries({ queryKey });
  }
}

/** Every tool's tasks are read again: events may have been missed while the stream was away. */
export function invalidateTaskQueries(queryClient: QueryClient): void {
  const paths = Object.values(TASK_QUERY_PATHS).flat();
  void queryClient.invalidateQueries({ predicate: (query) => paths.includes(query.queryKey[0] as string) });
}
