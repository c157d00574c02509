import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ACCESS_LEVELS,
  EXTRAS,
  EXTRA_LABELS,
  FOAM_LOCATIONS,
  FOAM_TYPES,
  PROPERTY_TYPES,
  formatPounds,
} from '../../../../common/calculator';
import { ACCESS_LABELS, FOAM_LABELS, LOCATION_LABELS, PROPERTY_LABELS, REASON_LABELS } from '../../../../common/requestLabels';
import { REASONS, URGENCIES, URGENCY_LABELS } from '../../../../common/formOptions';
import { fieldErrorsFrom } from '../../../../common/validation/fieldErrors';
import type { CreateRemovalRequestByAdminMutation as CreatedData, RemovalRequestInput } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { loadValidationRules } from '../../lib/loadValidationRules';
import { newIdempotencyKey } from '../../lib/submission';
import { ConsentFields, ContactFields } from '../../ui/ContactFields';
import { CheckboxGroup, FormAlert, SelectField, TextField } from '../../ui/Field';
import { Head } from '../../ui/head';
import { EMPTY_QUOTE_FORM, quoteRequestInput, type QuoteFormValues } from '../../../../common/quoteFormPost';
import { useToast } from '../../ui/admin/Toasts';
import { CallbackToConvertQuery, CreateRemovalRequestByAdminMutation } from './manualRequest.operations';

type ManualRequestValues = QuoteFormValues & { publishNow: boolean };

const EMPTY: ManualRequestValues = { ...EMPTY_QUOTE_FORM, publishNow: false };

const CHECK_FIELDS = 'Some answers need your attention: see the messages beside the fields.';

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The form's answers as the API input, checked by the same rules as the public quote form. */
const toInput = (values: ManualRequestValues): RemovalRequestInput => quoteRequestInput(values, null);

const leadLink = (reference: string) => `/admin/leads?q=${encodeURIComponent(reference)}`;

type Receipt = CreatedData['createRemovalRequestByAdmin'];

/**
 * /admin/removal-requests/new: an administrator types in a homeowner's request taken by phone, or, with
 * `?callback=<id>`, converts a call-back (prefilled with its name and phone) into a lead.
 */
export function ManualRequestPage() {
  const [params] = useSearchParams();
  const callbackId = params.get('callback');
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<ManualRequestValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Receipt | null>(null);
  const [create, { loading: submitting }] = useMutation(CreateRemovalRequestByAdminMutation);
  // One key per request entered: a double-click or a retry after a lost answer finds the same lead.
  const key = useRef<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const callbackQuery = useQuery(CallbackToConvertQuery, {
    variables: { id: callbackId ?? '' },
    skip: !callbackId,
    fetchPolicy: 'network-only',
  });
  const callback = callbackQuery.data?.adminCallback ?? null;
  const alreadyConverted = callback?.status === 'CONVERTED';

  // The call-back's name and phone, once loaded, unless the admin has typed something there already.
  useEffect(() => {
    if (!callback) return;
    setValues((current) => ({ ...current, name: current.name || callback.name, phone: current.phone || callback.phone }));
  }, [callback]);

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const set = <K extends keyof ManualRequestValues>(field: K, value: ManualRequestValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text =
    (field: { [K in keyof ManualRequestValues]: ManualRequestValues[K] extends string ? K : never }[keyof ManualRequestValues]) =>
    (event: { target: { value: string } }) =>
      set(field, event.target.value);

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    setFormError(CHECK_FIELDS);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const input = toInput(values);
    try {
      const local = (await loadValidationRules()).removalRequestSchema.safeParse(input);
      if (!local.success) {
        showErrors(Object.fromEntries(fieldErrorsFrom(local.error).map((e) => [e.path, e.message])));
        return;
      }
    } catch (problem) {
      setFormError(messageOf(problem));
      return;
    }
    setErrors({});
    key.current ??= newIdempotencyKey();
    try {
      const result = await create({
        variables: {
          input,
          idempotencyKey: key.current,
          publishNow: values.publishNow,
          callbackId: callback?.id ?? null,
          callbackExpectedUpdatedAt: callback?.updatedAt ?? null,
        },
      });
      const receipt = result.data!.createRemovalRequestByAdmin;
      key.current = null;
      setDone(receipt);
      toast.show(receipt.replayed ? `Already on file as ${receipt.reference}` : `Lead ${receipt.reference} created`, {
        action: { label: 'Open lead', run: () => navigate(leadLink(receipt.reference)) },
      });
    } catch (problem) {
      const serverErrors = fieldErrorsOf(problem);
      if (Object.keys(serverErrors).length) showErrors(serverErrors);
      else setFormError(messageOf(problem, 'The request could not be saved'));
    }
  }

  function enterAnother() {
    setDone(null);
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
  }

  const title = callbackId ? 'Convert a call-back to a lead' : 'New removal request';
  if (done) {
    return (
      <section>
        <Head title={title} robots="noindex, nofollow" />
        <h1>{title}</h1>
        <FormAlert tone="success">
          {done.replayed ? (
            <>
              Nothing new was created: this request is already on lead <strong>{done.reference}</strong> (the same phone and postcode in the
              last 24 hours, or this form sent twice).
            </>
          ) : (
            <>
              Lead <strong>{done.reference}</strong> created. Estimate {formatPounds(done.estimateLowPence)} –{' '}
              {formatPounds(done.estimateHighPence)} + VAT.
            </>
          )}
          {callback && <> Call-back {callback.reference} is marked converted.</>}
        </FormAlert>
        <p className="page-actions">
          <Link className="button" to={leadLink(done.reference)}>
            Open lead {done.reference}
          </Link>
          {callbackId ? (
            <Link className="button secondary" to="/admin/quick-callbacks">
              Back to call-backs
            </Link>
          ) : (
            <button type="button" className="button secondary" onClick={enterAnother}>
              Enter another request
            </button>
          )}
        </p>
      </section>
    );
  }

  return (
    <section>
      <Head title={title} robots="noindex, nofollow" />
      <div className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          <Link to={callbackId ? '/admin/quick-callbacks' : '/admin/removal-requests'}>
            {callbackId ? 'Back to call-backs' : 'Back to removal requests'}
          </Link>
        </div>
      </div>
      {callbackId && callbackQuery.loading && !callback && <p className="muted">Loading the call-back…</p>}
      {callbackId && callbackQuery.error && <FormAlert>{messageOf(callbackQuery.error, 'The call-back could not be loaded')}</FormAlert>}
      {callbackId && !callbackQuery.loading && !callbackQuery.error && !callback && (
        <FormAlert>There is no such call-back: it may have been removed.</FormAlert>
      )}
      {callback &&
        (alreadyConverted ? (
          <FormAlert tone="info">
            Call-back {callback.reference} is already converted
            {callback.convertedLeadRef && (
              <>
                {' '}
                to <Link to={leadLink(callback.convertedLeadRef)}>lead {callback.convertedLeadRef}</Link>
              </>
            )}
            .
          </FormAlert>
        ) : (
          <p className="lead">
            Converting call-back <strong>{callback.reference}</strong>: its name and phone are filled in. Complete the property and the job;
            the call-back is marked converted when the lead is created.
          </p>
        ))}
      {!callbackId && (
        <p className="lead">A homeowner’s request taken by phone: checked like the quote form, and sent to the same place.</p>
      )}
      <form className="quote-form" onSubmit={onSubmit} noValidate aria-label={title}>
        {formError && (
          <div ref={alertRef} tabIndex={-1}>
            <FormAlert>{formError}</FormAlert>
          </div>
        )}
        <fieldset>
          <legend>The homeowner</legend>
          <ContactFields values={values} onChange={(field, value) => set(field, value)} errors={errors} errorPath="homeowner." />
        </fieldset>
        <fieldset>
          <legend>The property</legend>
          <TextField
            label="Postcode"
            name="postcode"
            autoComplete="off"
            value={values.postcode}
            onChange={text('postcode')}
            error={errors['property.postcode']}
          />
          <SelectField
            label="Property type"
            name="propertyType"
            placeholder="Choose…"
            options={optionsOf(PROPERTY_TYPES, PROPERTY_LABELS)}
            value={values.propertyType}
            onChange={text('propertyType')}
            error={errors['property.type']}
          />
          <TextField
            label="Bedrooms (optional)"
            name="bedrooms"
            inputMode="numeric"
            value={values.bedrooms}
            onChange={text('bedrooms')}
            error={errors['property.bedrooms']}
          />
        </fieldset>
        <fieldset>
          <legend>The foam and the job</legend>
          <SelectField
            label="Type of foam"
            name="foamType"
            placeholder="Choose…"
            options={optionsOf(FOAM_TYPES, FOAM_LABELS)}
            value={values.foamType}
            onChange={text('foamType')}
            error={errors['job.foamType']}
          />
          <CheckboxGroup
            legend="Where is the foam?"
            name="locations"
            options={optionsOf(FOAM_LOCATIONS, LOCATION_LABELS)}
            value={values.locations}
            onChange={(locations) => set('locations', locations)}
            error={errors['job.locations']}
          />
          <TextField
            label="Area in m² (optional)"
            name="areaM2"
            inputMode="decimal"
            value={values.areaM2}
            onChange={text('areaM2')}
            error={errors['job.areaM2']}
          />
          <SelectField
            label="Access"
            name="access"
            options={optionsOf(ACCESS_LEVELS, ACCESS_LABELS)}
            value={values.access}
            onChange={text('access')}
            error={errors['job.access']}
          />
          <SelectField
            label="How soon?"
            name="urgency"
            placeholder="Choose…"
            options={optionsOf(URGENCIES, URGENCY_LABELS)}
            value={values.urgency}
            onChange={text('urgency')}
            error={errors['job.urgency']}
          />
          <SelectField
            label="Why removed?"
            name="reason"
            placeholder="Choose…"
            options={optionsOf(REASONS, REASON_LABELS)}
            value={values.reason}
            onChange={text('reason')}
            error={errors['job.reason']}
          />
          <CheckboxGroup
            legend="Extras (optional)"
            name="extras"
            options={optionsOf(EXTRAS, EXTRA_LABELS)}
            value={values.extras}
            onChange={(extras) => set('extras', extras)}
            error={errors['job.extras']}
          />
          <TextField
            label="Notes for the companies (optional)"
            name="notes"
            maxLength={2000}
            value={values.notes}
            onChange={text('notes')}
            error={errors['job.notes']}
          />
        </fieldset>
        <fieldset>
          <legend>Consent and publishing</legend>
          <ConsentFields terms={values.terms} onTermsChange={(checked) => set('terms', checked)} errors={errors}>
            {/* One inline sentence: the admin area lays a check label's children out side by side. */}
            <span>
              The homeowner agreed to the <a href="/terms">terms</a> and to their details being shared with up to three vetted removal
              companies.
            </span>
          </ConsentFields>
          <label className="check">
            <input type="checkbox" name="marketing" checked={values.marketing} onChange={(e) => set('marketing', e.target.checked)} /> They
            would like occasional guidance by e-mail (optional)
          </label>
          <label className="check">
            <input type="checkbox" name="publishNow" checked={values.publishNow} onChange={(e) => set('publishNow', e.target.checked)} />{' '}
            Publish now: put the lead on the marketplace straight away
          </label>
        </fieldset>
        <div className="actions">
          <button className="button large" type="submit" disabled={submitting || alreadyConverted}>
            {submitting ? 'Saving…' : callbackId ? 'Create the lead and mark converted' : 'Create the lead'}
          </button>
        </div>
      </form>
    </section>
  );
}
