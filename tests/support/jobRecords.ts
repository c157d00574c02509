import { dayFromToday } from './marketplace';

/**
 * A job record every rule accepts: two roof areas, re-insulation, no photographs (a test that needs them uploads
 * them and names them in `overrides`) (docs/requirements/quotes-and-removal-records.md#job-record).
 */
export function validJobRecord(overrides: Record<string, unknown> = {}) {
  return {
    startedOn: dayFromToday(-3),
    finishedOn: dayFromToday(-1),
    roofAreas: [
      {
        name: 'Rear slope',
        areaM2: 42.5,
        readings: [
          { percent: 14, where: 'Rafter 3, north' },
          { percent: 11.5, where: 'Ridge board' },
          { percent: 17, where: 'Wall plate' },
        ],
        defectsFound: 'Two rafters with surface mould',
        defectsRepaired: 'Treated and sistered',
        beforePhotoIds: [] as string[],
        afterPhotoIds: [] as string[],
      },
      { name: 'Front slope', areaM2: 40, readings: [{ percent: 12, where: 'Rafter 7' }], beforePhotoIds: [], afterPhotoIds: [] },
    ],
    waste: { transferNoteReference: 'WTN-2026-118', carrier: 'Clearway Waste Ltd' },
    reinsulation: { material: 'mineral_wool', thicknessMm: 270, lambdaWPerMK: 0.044, areaM2: 82.5 },
    ...overrides,
  };
}
