import { JOB_RECORD_LIMITS, type ReinsulationMaterial } from '../../../../common/quotes';
import type { JobRecordFieldsFragment, JobRecordInput } from '../../gql/graphql';

/** The form as typed: every number kept as its text, so nothing typed is lost to a failed parse. */
export interface ReadingDraft {
  key: number;
  percent: string;
  where: string;
}

export interface AreaDraft {
  key: number;
  name: string;
  areaM2: string;
  beforePhotoIds: string[];
  afterPhotoIds: string[];
  readings: ReadingDraft[];
  defectsFound: string;
  defectsRepaired: string;
}

export interface ReinsulationDraft {
  material: ReinsulationMaterial | '';
  thicknessMm: string;
  lambdaWPerMK: string;
  areaM2: string;
}

export interface JobRecordDraft {
  startedOn: string;
  finishedOn: string;
  areas: AreaDraft[];
  transferNoteReference: string;
  carrier: string;
  reinsulation: ReinsulationDraft | null;
}

export const MAX_ROOF_AREAS = JOB_RECORD_LIMITS.maxRoofAreas;
export const MAX_READINGS = JOB_RECORD_LIMITS.maxReadings;

let nextKey = 0;
export const newKey = () => ++nextKey;

export const emptyReading = (): ReadingDraft => ({ key: newKey(), percent: '', where: '' });

export const emptyArea = (): AreaDraft => ({
  key: newKey(),
  name: '',
  areaM2: '',
  beforePhotoIds: [],
  afterPhotoIds: [],
  readings: [emptyReading()],
  defectsFound: '',
  defectsRepaired: '',
});

export const emptyReinsulation = (): ReinsulationDraft => ({ material: '', thicknessMm: '', lambdaWPerMK: '', areaM2: '' });

/** The saved record as the form's draft, or an empty form with one area. */
export function draftOf(record: JobRecordFieldsFragment | null | undefined): JobRecordDraft {
  if (!record) {
    return { startedOn: '', finishedOn: '', areas: [emptyArea()], transferNoteReference: '', carrier: '', reinsulation: null };
  }
  return {
    startedOn: record.startedOn,
    finishedOn: record.finishedOn,
    areas: record.roofAreas.map((area) => ({
      key: newKey(),
      name: area.name,
      areaM2: String(area.areaM2),
      beforePhotoIds: [...area.beforePhotoIds],
      afterPhotoIds: [...area.afterPhotoIds],
      readings: area.readings.map((reading) => ({ key: newKey(), percent: String(reading.percent), where: reading.where })),
      defectsFound: area.defectsFound,
      defectsRepaired: area.defectsRepaired,
    })),
    transferNoteReference: record.waste.transferNoteReference,
    carrier: record.waste.carrier,
    reinsulation: record.reinsulation
      ? {
          material: record.reinsulation.material as ReinsulationMaterial,
          thicknessMm: String(record.reinsulation.thicknessMm),
          lambdaWPerMK: String(record.reinsulation.lambdaWPerMK),
          areaM2: String(record.reinsulation.areaM2),
        }
      : null,
  };
}

/** A typed number: blank is missing; anything else that is not a number stays NaN for the rules to name. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** What the form sends, in the API's shape (field error paths match it: `roofAreas.0.readings.1.percent`). */
export function inputOf(draft: JobRecordDraft): JobRecordInput {
  return {
    startedOn: draft.startedOn,
    finishedOn: draft.finishedOn,
    roofAreas: draft.areas.map((area) => ({
      name: area.name,
      areaM2: numberOf(area.areaM2),
      beforePhotoIds: area.beforePhotoIds,
      afterPhotoIds: area.afterPhotoIds,
      readings: area.readings.map((reading) => ({ percent: numberOf(reading.percent), where: reading.where })),
      defectsFound: area.defectsFound,
      defectsRepaired: area.defectsRepaired,
    })),
    waste: { transferNoteReference: draft.transferNoteReference, carrier: draft.carrier },
    reinsulation: draft.reinsulation
      ? {
          material: draft.reinsulation.material,
          thicknessMm: numberOf(draft.reinsulation.thicknessMm),
          lambdaWPerMK: numberOf(draft.reinsulation.lambdaWPerMK),
          areaM2: numberOf(draft.reinsulation.areaM2),
        }
      : null,
  };
}
