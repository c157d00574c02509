/**
 * How many lead numbers a server reserves at a time. Under a sustained 20 quote requests a second that is one
 * write of `counters/leads` every 2.5 s per instance, within Firestore's one write a second per document;
 * the numbers of a block a stopped server had not used are skipped.
 */
export const LEAD_NUMBER_BLOCK = 50;

/**
 * Lead numbers (the 123 of SFR-000123) without a document that every quote request writes
 * (docs/decisions/0027-lead-number-blocks.md): `reserve(size)` reserves `size` numbers in a transaction of its
 * own and resolves to the first; the numbers are then handed out from memory, one per call. Concurrent calls
 * while a block is being reserved wait for that one reservation. References are unique and increase within a
 * server; across servers and restarts they may interleave and have gaps, never repeats.
 */
export function leadNumberBlocks(reserve: (size: number) => Promise<number>, blockSize: number = LEAD_NUMBER_BLOCK) {
  let next = 0;
  let end = 0;
  let reserving: Promise<void> | null = null;
  return async function nextLeadNumber(): Promise<number> {
    while (next >= end) {
      reserving ??= reserve(blockSize)
        .then((first) => {
          next = first;
          end = first + blockSize;
        })
        .finally(() => {
          reserving = null;
        });
      await reserving;
    }
    return next++;
  };
}
