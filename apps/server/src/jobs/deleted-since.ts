/** A task repo's one read that a running job needs to notice a deletion. */
interface TaskReader {
  byId(id: number): Promise<{ deletedAt: Date | null } | undefined>;
}

/**
 * Whether the user deleted the task while its job ran. Deleting already gave the K-coins back, so a job
 * that finds this stops: nothing more is computed, stored or charged.
 */
export async function isDeletedSince(repo: TaskReader, taskId: number): Promise<boolean> {
  const current = await repo.byId(taskId);
  return !current || current.deletedAt !== null;
}
