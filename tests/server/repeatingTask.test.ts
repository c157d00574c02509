import { startRepeatingTask } from '../../server/platform/runtime/repeatingTask';
import { eventually } from '../support/wait';

describe('a repeating task', () => {
  it('never overlaps its runs, and stop() waits for the run under way', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    let release: () => void = () => undefined;
    const task = startRepeatingTask(5, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
      finished += 1;
    });
    await eventually(async () => running === 1, 'a run to start', 2000, 5);
    await new Promise((resolve) => setTimeout(resolve, 40)); // several ticks while it runs
    const stopped = task.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false); // still waiting for the run
    release();
    await stopped;
    expect({ most, finished, running }).toEqual({ most: 1, finished: 1, running: 0 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(finished).toBe(1); // no run after stop()
  });
});
