/**
 * Writes a job's progress as it goes: one write after another, only once it moved `step` percent past the
 * last one written. `settled` resolves when every write has landed, so the job's final state comes last.
 */
export function createProgressWriter(
  write: (percent: number) => Promise<unknown>,
  options: { from: number; step: number },
) {
  let reported = options.from;
  let writes: Promise<unknown> = Promise.resolve();
  return {
    report(percent: number) {
      if (percent - reported < options.step) return;
      reported = percent;
      writes = writes.then(() => write(percent));
    },
    settled: () => writes,
  };
}
