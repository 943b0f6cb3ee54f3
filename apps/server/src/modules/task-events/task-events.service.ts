import { PassThrough, type Readable } from 'node:stream';
import { TaskEventType, taskStage, type TTaskEvent, type TTaskKind, type TTaskStreamReady } from '@orator/contracts';
import type { Logger } from 'pino';
import type { BusMessage, EventBus } from '../../platform/event-bus';

/** The columns of a task row its live event is made of; tools without progress leave it out. */
export interface TaskChange {
  id: number;
  ownerId: number;
  status: number;
  progress?: number;
}

export function toTaskEvent(kind: TTaskKind, row: TaskChange): TTaskEvent {
  const progress = row.progress ?? 0;
  return { kind, id: row.id, taskStatusTypeId: row.status, progress, stage: taskStage(kind, row.status, progress) };
}

/** One server-sent event: its name and a JSON line of data. */
function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function frameOf(message: BusMessage): string {
  return message.type === 'resync' ? frame(TaskEventType.Resync, {}) : frame(TaskEventType.Task, message.payload);
}

/**
 * Live task events (issue #11): each change of a task's status or progress reaches its owner's open pages
 * within moments, whichever API or worker process made it. Polling stays as the fallback (SPEC 9).
 */
export function createTaskEventService({ bus, heartbeatMs, log }: { bus: EventBus; heartbeatMs: number; log: Logger }) {
  const open = new Set<PassThrough>();

  return {
    /** Never fails the write it follows: a lost event is made up by the next poll. */
    async publish(kind: TTaskKind, row: TaskChange): Promise<void> {
      try {
        await bus.publish(row.ownerId, toTaskEvent(kind, row));
      } catch (error) {
        log.warn({ err: error, kind, taskId: row.id }, 'task event not published');
      }
    },

    /**
     * The user's events as text/event-stream: `ready` once they flow, then each `task` event, with a
     * comment line as heartbeat. Closing the stream (the client left) unsubscribes it.
     */
    async stream(userId: number): Promise<Readable> {
      const stream = new PassThrough();
      const send = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      const unsubscribe = await bus.subscribe(userId, (message) => send(frameOf(message)));
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
      open.add(stream);
      stream.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
      });
      const ready: TTaskStreamReady = { heartbeatMs };
      send(frame(TaskEventType.Ready, ready));
      return stream;
    },

    /** Ends every open stream, so that the server can close; clients reconnect to another process. */
    endStreams() {
      for (const stream of open) stream.end();
    },
  };
}
export type TaskEventService = ReturnType<typeof createTaskEventService>;

interface TaskWriter {
  update(id: number, values: object): Promise<TaskChange | undefined>;
  /** A retry puts a failed task back in the queue inside its admission transaction. */
  requeueFailed?(id: number, ownerId: number, values: object, ...rest: never[]): Promise<TaskChange | undefined>;
}

/**
 * The repo of one tool, with each write of a task's status or progress published. Every writer (the job,
 * the retry, the sweep of stalled tasks) goes through `update` or `requeueFailed`, so none can forget to tell
 * the page.
 */
export function publishingChanges<R extends TaskWriter>(repo: R, kind: TTaskKind, events: TaskEventService): R {
  const published = async (row: TaskChange | undefined, values: object) => {
    if (row && ('status' in values || 'progress' in values)) await events.publish(kind, row);
    return row;
  };
  const update = async (id: number, values: object) => published(await repo.update(id, values), values);
  const requeueFailed =
    repo.requeueFailed &&
    (async (id: number, ownerId: number, values: object, ...rest: never[]) =>
      published(await repo.requeueFailed!(id, ownerId, values, ...rest), values));
  return { ...repo, update, ...(requeueFailed && { requeueFailed }) };
}
