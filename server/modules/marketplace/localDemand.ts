/** Fewer requests than this are not reported for a region: a count of one or two could point to a household. */
export const LOCAL_DEMAND_MIN_REQUESTS = 5;

/** What may be shown of a region's figures: all of them, or only "fewer than 5" when there were too few. */
export function reportableDemand(figures: { count: number; averageLowPence: number | null; averageHighPence: number | null }) {
  const enough = figures.count >= LOCAL_DEMAND_MIN_REQUESTS;
  return {
    requestsLast12Months: enough ? figures.count : null,
    fewerThan: enough ? null : LOCAL_DEMAND_MIN_REQUESTS,
    averageEstimateLowPence: enough && figures.averageLowPence !== null ? Math.round(figures.averageLowPence) : null,
    averageEstimateHighPence: enough && figures.averageHighPence !== null ? Math.round(figures.averageHighPence) : null,
  };
}
