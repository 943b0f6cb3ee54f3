import type { TTaskEvent, TTaskKind } from '@orator/contracts';
import type { TestApp } from './helper';

/**
 * Runs a task's job while its owner deletes the task the moment the page would show it at `fromProgress` or
 * later, as a user watching it would; resolves once both the job and the deletion are done.
 */
export async function runWhileDeleted(
  t: TestApp,
  task: { ownerId: number; kind: TTaskKind; id: number; fromProgress?: number },
  job: () => Promise<unknown>,
  deleteTask: () => Promise<unknown>,
): Promise<void> {
  let deletion: Promise<unknown> | undefined;
  const unsubscribe = await t.ctx.events.subscribe(task.ownerId, (message) => {
    const event = message.type === 'event' ? (message.payload as TTaskEvent) : undefined;
    if (deletion || event?.kind !== task.kind || event.id !== task.id) return;
    if (event.progress < (task.fromProgress ?? 0)) return;
    deletion = deleteTask();
  });
  try {
    await job();
  } finally {
    unsubscribe();
  }
  await deletion;
}
