import { leadNumberBlocks } from '../../server/modules/removalRequests/leadNumbers';

/** A counter two servers reserve from, as `counters/leads` in its own transaction. */
function sharedCounter() {
  let last = 0;
  const reservations: number[] = [];
  return {
    reservations,
    reserve: async (size: number) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      reservations.push(size);
      const first = last + 1;
      last += size;
      return first;
    },
  };
}

describe('lead numbers reserved in blocks', () => {
  it('hands out consecutive numbers from one reservation per block, however many ask at once', async () => {
    const counter = sharedCounter();
    const next = leadNumberBlocks(counter.reserve, 10);
    const numbers = await Promise.all(Array.from({ length: 25 }, () => next()));
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(counter.reservations).toEqual([10, 10, 10]);
  });

  it('never gives two servers the same number, and skips what a stopped server left unused', async () => {
    const counter = sharedCounter();
    const first = leadNumberBlocks(counter.reserve, 10);
    const second = leadNumberBlocks(counter.reserve, 10);
    const numbers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? first() : second())));
    expect(new Set(numbers).size).toBe(40);
    const restarted = leadNumberBlocks(counter.reserve, 10);
    expect(await restarted()).toBe(41);
  });
});
