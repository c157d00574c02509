export interface RepeatingTask {
  /** Stops the timer; resolves once a run under way has finished, so nothing queries a database being closed. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs` on an unref'd timer: it never keeps the process alive, and runs never overlap
 * (a tick that finds the last run still going is skipped). `work` reports its own failures.
 */
export function startRepeatingTask(intervalMs: number, work: () => Promise<void>): RepeatingTask {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work().finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
