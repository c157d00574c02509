/**
 * The time as the scheduled-publishing code sees it (docs/decisions/0018-scheduled-publishing.md). Outside
 * production a test may move it forward (POST /internal/test-clock) to see a scheduled post publish without
 * waiting; production always reads the real clock.
 */
let offsetMs = 0;

export function clockNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the clock `ms` ahead of the real time (0 puts it back). Refused in production. */
export function setClockOffset(ms: number, isProduction: boolean) {
  if (isProduction) throw new Error('The clock cannot be moved in production');
  offsetMs = ms;
}
