import { addDays } from '../../common/vetting';
import { londonDay } from '../../server/modules/dailyStats/londonDays';

export { addDays };

export const londonToday = () => londonDay(new Date());

/**
 * Today's Europe/London date for a test that records events and reads "today" back: if London's midnight is
 * less than `marginMs` away, waits for it first, so the test never records on one day and reads the next.
 */
export async function londonTodayClearOfMidnight(marginMs = 25_000): Promise<string> {
  while (londonDay(new Date(Date.now() + marginMs)) !== londonToday()) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return londonToday();
}
