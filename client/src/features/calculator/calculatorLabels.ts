import type { FoamType } from '../../../../common/calculator';

/** Short names for running text ("open-cell £25"). */
export const FOAM_SHORT: Record<FoamType, string> = { open: 'open-cell', closed: 'closed-cell', unknown: 'not sure' };
