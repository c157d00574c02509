import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { fieldErrorsFrom } from '../../../../common/validation/fieldErrors';
import type { CreateRemovalRequestByAdminMutation as CreatedData, RemovalRequestInput } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { loadValidationRules } from '../../lib/loadValidationRules';
import { newIdempotencyKey } from '../../lib/submission';
import { ConsentFields, ContactFields } from '../../ui/ContactFields';
import { FormAlert } from '../../ui/Field';
import { JobFieldset, PropertyFieldset } from '../../ui/removal-request/QuoteFieldsets';
import { useFormValues } from '../../lib/usePublicForm';
import { Head } from '../../ui/head';
import { EMPTY_QUOTE_FORM, quoteRequestInput, type QuoteFormValues } from '../../../../common/quoteFormPost';
import { useToast } from '../../ui/admin/Toasts';
import { CallbackToConvertQuery, CreateRemovalRequestByAdminMutation } from './manualRequest.operations';
import { paths, withQuery } from '../../lib/paths';

type ManualRequestValues = QuoteFormValues & { publishNow: boolean };

const EMPTY: ManualRequestValues = { ...EMPTY_QUOTE_FORM, publishNow: false };

const CHECK_FIELDS = 'Some answers need your attention: see the messages beside the fields.';

/** The form's answers as the API input, checked by the same rules as the public quote form. */
const toInput = (values: ManualRequestValues): RemovalRequestInput => quoteRequestInput(values, null);

const leadLink = (reference: string) => withQuery(paths.admin.leads, { q: reference });

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
  const form = useFormValues<ManualRequestValues>(EMPTY);
  const { values, setValues, setValue: set } = form;
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
  }, [callback, setValues]);

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

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
            <Link className="button secondary" to={paths.admin.callbacks}>
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
          <Link to={callbackId ? paths.admin.callbacks : paths.admin.leads}>
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
        <PropertyFieldset form={form} errors={errors} voice="admin" />
        <JobFieldset form={form} errors={errors} voice="admin" />
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
