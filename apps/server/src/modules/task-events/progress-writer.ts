/**
 * Writes a job's progress as it goes: one write after another, only once it moved `step` percent past the
 * last one written. `settled` resolves when every write has landed, so the job's final state comes last.
 * A failed write is kept for `settled` to throw: a job that fails before it asks must not leave a rejection
 * nobody handles, which ends a Node process.
 */
export function createProgressWriter(
  write: (percent: number) => Promise<unknown>,
  options: { from: number; step: number },
) {
  let reported = options.from;
  let writes: Promise<unknown> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  return {
    report(percent: number) {
      if (percent - reported < options.step || failure) return;
      reported = percent;
      writes = writes
        .then(() => write(percent))
        .catch((error: unknown) => {
          failure ??= { error };
        });
    },
    async settled() {
      await writes;
      if (failure) throw failure.error;
    },
  };
}
