import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { JobPhotoUploader } from '../../ui/JobPhotoUploader';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDateTime, londonIsoDate } from '../../lib/dates';
import { REINSULATION_MATERIALS, REINSULATION_MATERIAL_LABELS, thermalResistance } from '../../../../common/quotes';
import { removalRecordPath } from '../../../../common/removalRecords';
import { jobRecordSchema } from '../../../../common/validation/quote';
import { fieldErrorsFrom } from '../../../../common/validation/fieldErrors';
import type { JobRecordFieldsFragment, JobRecordStatus, MyJobRecordQuery as MyJobRecordData } from '../../gql/graphql';
import { MyJobRecordQuery, SaveJobRecordMutation, SubmitJobRecordMutation } from './jobRecords.operations';
import {
  MAX_READINGS,
  MAX_ROOF_AREAS,
  draftOf,
  emptyArea,
  emptyReading,
  emptyReinsulation,
  inputOf,
  type AreaDraft,
  type JobRecordDraft,
} from './jobRecordDraft';

type Photo = MyJobRecordData['jobPhotos'][number];
type Errors = Record<string, string>;

export const STATUS_TEXT: Record<JobRecordStatus, string> = {
  DRAFT: 'Draft: not sent to the homeowner',
  SUBMITTED: 'Sent to the homeowner: waiting for their answer',
  CONFIRMED: 'Confirmed by the homeowner',
  REJECTED: 'Needs correction',
};

/**
 * The hired company's record of the job on its lead page (docs/requirements/quotes-and-removal-records.md#job-record):
 * shown once the homeowner marked this company hired; a viewer is told why it cannot record the job.
 */
export function JobRecordSection({ leadId, refusal }: { leadId: string; refusal: string | null }) {
  return (
    <section aria-labelledby="job-record-heading">
      <h2 id="job-record-heading">Job record</h2>
      <p>Record the job for the homeowner: once they confirm it, we issue a numbered removal record that a surveyor or lender can check.</p>
      {refusal ? <FormAlert tone="info">{refusal}</FormAlert> : <JobRecordLoader leadId={leadId} />}
    </section>
  );
}

function JobRecordLoader({ leadId }: { leadId: string }) {
  const { data, loading, error, refetch } = useQuery(MyJobRecordQuery, { variables: { leadId }, fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (loading || !error) return <p role="status">Loading the job record…</p>;
    return <FormAlert>{messageOf(error, 'The job record could not be loaded')}</FormAlert>;
  }
  return <JobRecordForm leadId={leadId} record={data.myJobRecord ?? null} photos={data.jobPhotos} onPhotoUploaded={() => void refetch()} />;
}

function JobRecordStatusBox({ record }: { record: JobRecordFieldsFragment }) {
  return (
    <div data-testid="job-record-status">
      <p>
        Status: <strong>{STATUS_TEXT[record.status]}</strong>
        {record.submittedAt && record.status !== 'DRAFT' ? ` (sent ${formatLondonDateTime(record.submittedAt)})` : ''}
      </p>
      {record.status === 'REJECTED' && record.rejectionReason && (
        <FormAlert tone="info">The homeowner says: “{record.rejectionReason}”. Correct the record and send it again.</FormAlert>
      )}
      {record.removalRecordNumber && (
        <p>
          Removal record <strong>{record.removalRecordNumber}</strong>:{' '}
          <Link to={removalRecordPath(record.removalRecordNumber)}>open its public page</Link>
        </p>
      )}
    </div>
  );
}

export function JobRecordForm({
  leadId,
  record,
  photos,
  onPhotoUploaded,
  today = londonIsoDate(new Date()) ?? '',
}: {
  leadId: string;
  record: JobRecordFieldsFragment | null;
  photos: readonly Photo[];
  onPhotoUploaded(photoId: string | null): void;
  /** Europe/London today, for the dates' rule; tests pass their own. */
  today?: string;
}) {
  const [draft, setDraft] = useState<JobRecordDraft>(() => draftOf(record));
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [save, saving] = useMutation(SaveJobRecordMutation);
  const [submit, submitting] = useMutation(SubmitJobRecordMutation);
  const [current, setCurrent] = useState(record);
  const busy = saving.loading || submitting.loading;

  const change = (patch: Partial<JobRecordDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const changeArea = (key: number, patch: Partial<AreaDraft>) =>
    setDraft((d) => ({ ...d, areas: d.areas.map((area) => (area.key === key ? { ...area, ...patch } : area)) }));

  /** Checks in the browser first; the server's field errors land on the same fields. Nothing typed is cleared. */
  async function store(send: boolean) {
    setAlert(null);
    setNotice(null);
    const input = inputOf(draft);
    const parsed = jobRecordSchema({ today }).safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(fieldErrorsFrom(parsed.error).map((e) => [e.path, e.message])));
      setAlert('Check the fields marked below.');
      return;
    }
    setErrors({});
    try {
      const saved = await save({ variables: { leadId, input } });
      let latest = saved.data?.saveJobRecord ?? null;
      if (send) {
        const sent = await submit({ variables: { leadId } });
        latest = sent.data?.submitJobRecord ?? latest;
      }
      setCurrent(latest);
      setNotice(send ? 'Sent to the homeowner: we have e-mailed them to review it.' : 'Saved as a draft.');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setAlert(
        Object.keys(fields).length ? 'Check the fields marked below.' : messageOf(error, 'The job record could not be saved: try again'),
      );
    }
  }

  const photosSoFar = photos.length;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store(false);
      }}
    >
      {current && <JobRecordStatusBox record={current} />}
      <fieldset>
        <legend>Dates</legend>
        <TextField
          label="Day the job started"
          type="date"
          value={draft.startedOn}
          max={today}
          error={errors.startedOn}
          onChange={(e) => change({ startedOn: e.target.value })}
        />
        <TextField
          label="Day the job finished"
          type="date"
          value={draft.finishedOn}
          max={today}
          error={errors.finishedOn}
          onChange={(e) => change({ finishedOn: e.target.value })}
        />
      </fieldset>

      <JobPhotoUploader leadId={leadId} photosSoFar={photosSoFar} onUploaded={onPhotoUploaded} label="Job photographs" />

      <h3>Roof areas</h3>
      {errors.roofAreas && (
        <p className="field-error" role="alert">
          {errors.roofAreas}
        </p>
      )}
      {draft.areas.map((area, index) => (
        <AreaFields
          key={area.key}
          area={area}
          index={index}
          photos={photos}
          errors={errors}
          canRemove={draft.areas.length > 1}
          onChange={(patch) => changeArea(area.key, patch)}
          onRemove={() => change({ areas: draft.areas.filter((a) => a.key !== area.key) })}
        />
      ))}
      {draft.areas.length < MAX_ROOF_AREAS && (
        <p>
          <button type="button" className="button secondary small" onClick={() => change({ areas: [...draft.areas, emptyArea()] })}>
            Add a roof area
          </button>
        </p>
      )}

      <fieldset>
        <legend>Waste</legend>
        <TextField
          label="Waste transfer note reference"
          value={draft.transferNoteReference}
          error={errors['waste.transferNoteReference']}
          onChange={(e) => change({ transferNoteReference: e.target.value })}
        />
        <TextField
          label="Waste carrier"
          value={draft.carrier}
          error={errors['waste.carrier']}
          onChange={(e) => change({ carrier: e.target.value })}
        />
      </fieldset>

      <ReinsulationFields draft={draft} errors={errors} onChange={(reinsulation) => change({ reinsulation })} />

      {alert && <FormAlert>{alert}</FormAlert>}
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <div className="actions">
        <button type="submit" className="button secondary" disabled={busy}>
          {saving.loading && !submitting.loading ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void store(true)}>
          {submitting.loading ? 'Sending…' : 'Send to the homeowner'}
        </button>
      </div>
    </form>
  );
}

function AreaFields({
  area,
  index,
  photos,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  area: AreaDraft;
  index: number;
  photos: readonly Photo[];
  errors: Errors;
  canRemove: boolean;
  onChange(patch: Partial<AreaDraft>): void;
  onRemove(): void;
}) {
  const at = `roofAreas.${index}`;
  const n = index + 1;
  const changeReading = (key: number, patch: { percent?: string; where?: string }) =>
    onChange({ readings: area.readings.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  return (
    <fieldset className="job-record-area" data-testid={`roof-area-${n}`}>
      <legend>Roof area {n}</legend>
      <TextField
        label={`Area ${n}: name`}
        hint="Like “rear slope” or “loft, north side”"
        value={area.name}
        error={errors[`${at}.name`]}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <TextField
        label={`Area ${n}: size in m²`}
        inputMode="decimal"
        value={area.areaM2}
        error={errors[`${at}.areaM2`]}
        onChange={(e) => onChange({ areaM2: e.target.value })}
      />
      <PhotoChoice
        title={`Area ${n}: before photographs`}
        photos={photos}
        chosen={area.beforePhotoIds}
        error={errors[`${at}.beforePhotoIds`]}
        onChange={(beforePhotoIds) => onChange({ beforePhotoIds })}
      />
      <PhotoChoice
        title={`Area ${n}: after photographs`}
        photos={photos}
        chosen={area.afterPhotoIds}
        error={errors[`${at}.afterPhotoIds`]}
        onChange={(afterPhotoIds) => onChange({ afterPhotoIds })}
      />
      <h4>Area {n}: timber moisture readings</h4>
      {errors[`${at}.readings`] && (
        <p className="field-error" role="alert">
          {errors[`${at}.readings`]}
        </p>
      )}
      <ol className="job-record-readings">
        {area.readings.map((reading, r) => (
          <li key={reading.key}>
            <TextField
              label={`Area ${n}, reading ${r + 1}: moisture %`}
              inputMode="decimal"
              value={reading.percent}
              error={errors[`${at}.readings.${r}.percent`]}
              onChange={(e) => changeReading(reading.key, { percent: e.target.value })}
            />
            <TextField
              label={`Area ${n}, reading ${r + 1}: where taken`}
              value={reading.where}
              error={errors[`${at}.readings.${r}.where`]}
              onChange={(e) => changeReading(reading.key, { where: e.target.value })}
            />
            {area.readings.length > 1 && (
              <button
                type="button"
                className="button secondary small"
                onClick={() => onChange({ readings: area.readings.filter((x) => x.key !== reading.key) })}
              >
                Remove reading {r + 1}
                <span className="visually-hidden"> of area {n}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {area.readings.length < MAX_READINGS && (
        <p>
          <button
            type="button"
            className="button secondary small"
            onClick={() => onChange({ readings: [...area.readings, emptyReading()] })}
          >
            Add a reading<span className="visually-hidden"> to area {n}</span>
          </button>
        </p>
      )}
      <TextAreaField
        label={`Area ${n}: defects found`}
        value={area.defectsFound}
        error={errors[`${at}.defectsFound`]}
        onChange={(e) => onChange({ defectsFound: e.target.value })}
      />
      <TextAreaField
        label={`Area ${n}: defects repaired`}
        value={area.defectsRepaired}
        error={errors[`${at}.defectsRepaired`]}
        onChange={(e) => onChange({ defectsRepaired: e.target.value })}
      />
      {canRemove && (
        <p>
          <button type="button" className="button secondary small" onClick={onRemove}>
            Remove roof area {n}
          </button>
        </p>
      )}
    </fieldset>
  );
}

/** The uploaded photographs as thumbnails to tick for one area and one moment (before or after). */
function PhotoChoice({
  title,
  photos,
  chosen,
  error,
  onChange,
}: {
  title: string;
  photos: readonly Photo[];
  chosen: readonly string[];
  error?: string;
  onChange(ids: string[]): void;
}) {
  return (
    <fieldset className="job-photo-choice">
      <legend>{title}</legend>
      {photos.length === 0 ? (
        <p className="hint">Upload photographs above, then tick them here.</p>
      ) : (
        <ul className="job-photo-thumbs">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(photo.id)}
                  onChange={(e) => onChange(e.target.checked ? [...chosen, photo.id] : chosen.filter((id) => id !== photo.id))}
                />
                <img src={photo.url} alt="" width={96} height={Math.round((96 * photo.height) / photo.width)} loading="lazy" />
                <span className="visually-hidden">
                  {title}: photograph {i + 1}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ReinsulationFields({
  draft,
  errors,
  onChange,
}: {
  draft: JobRecordDraft;
  errors: Errors;
  onChange(reinsulation: JobRecordDraft['reinsulation']): void;
}) {
  const value = draft.reinsulation;
  const thickness = Number(value?.thicknessMm);
  const lambda = Number(value?.lambdaWPerMK);
  const r = value && thickness > 0 && lambda > 0 ? thermalResistance(thickness, lambda) : null;
  return (
    <fieldset>
      <legend>Re-insulation</legend>
      <label className="checkbox">
        <input type="checkbox" checked={value === null} onChange={(e) => onChange(e.target.checked ? null : emptyReinsulation())} /> No
        re-insulation went in
      </label>
      {value && (
        <>
          <SelectField
            label="Insulation material"
            placeholder="Choose…"
            options={REINSULATION_MATERIALS.map((m) => ({ value: m, label: REINSULATION_MATERIAL_LABELS[m] }))}
            value={value.material}
            error={errors['reinsulation.material']}
            onChange={(e) => onChange({ ...value, material: e.target.value as typeof value.material })}
          />
          <TextField
            label="Thickness in mm"
            inputMode="numeric"
            value={value.thicknessMm}
            error={errors['reinsulation.thicknessMm']}
            onChange={(e) => onChange({ ...value, thicknessMm: e.target.value })}
          />
          <TextField
            label="Thermal conductivity λ in W/m·K"
            inputMode="decimal"
            hint="From the product’s declaration of performance, like 0.044"
            value={value.lambdaWPerMK}
            error={errors['reinsulation.lambdaWPerMK']}
            onChange={(e) => onChange({ ...value, lambdaWPerMK: e.target.value })}
          />
          <TextField
            label="Area insulated in m²"
            inputMode="decimal"
            value={value.areaM2}
            error={errors['reinsulation.areaM2']}
            onChange={(e) => onChange({ ...value, areaM2: e.target.value })}
          />
          <p data-testid="reinsulation-r">Thermal resistance R: {r === null ? '—' : `${r.toFixed(2)} m²·K/W`}</p>
        </>
      )}
    </fieldset>
  );
}
