import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FOAM_TYPES, PROPERTY_TYPES, formatPounds } from '../../../../common/calculator';
import { FOAM_LABELS, PROPERTY_LABELS } from '../../../../common/requestLabels';
import { dayInWords } from '../../../../common/vetting';
import { LEAD_PREFERENCE_LIMITS, WEEKLY_CAP_PROBLEM, splitDistricts } from '../../../../common/leadPreferences';
import type { LeadPreferencesFieldsFragment } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDateTime, londonIsoDate } from '../../lib/dates';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { MyCompanyQuery } from '../../lib/auth/auth.operations';
import { Head } from '../../ui/head';
import { CheckboxGroup, FormAlert, TextField } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { Link } from '../../ui/Link';
import { MyLeadPreferencesQuery, UpdateLeadPreferencesMutation } from './leadPreferences.operations';
import { paths } from '../../lib/paths';

const PROPERTY_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_LABELS[type] }));
const FOAM_OPTIONS = FOAM_TYPES.map((type) => ({ value: type, label: FOAM_LABELS[type] }));

interface Form {
  districts: string;
  propertyTypes: string[];
  foamTypes: string[];
  cap: string;
  pausedUntil: string;
}

const formOf = (saved: LeadPreferencesFieldsFragment): Form => ({
  districts: saved.districts.join(', '),
  propertyTypes: saved.propertyTypes,
  foamTypes: saved.foamTypes,
  cap: saved.weeklyCapPounds === null || saved.weeklyCapPounds === undefined ? '' : String(saved.weeklyCapPounds),
  pausedUntil: saved.pausedUntil ?? '',
});

/** This week's spend against the cap, in words. */
export function weekSpendText(saved: Pick<LeadPreferencesFieldsFragment, 'weekSpendPence' | 'weeklyCapPounds' | 'weekStartsOn'>) {
  const spent = formatPounds(saved.weekSpendPence);
  const since = `since Monday ${dayInWords(saved.weekStartsOn)}`;
  return typeof saved.weeklyCapPounds === 'number'
    ? `${spent} of your ${formatPounds(saved.weeklyCapPounds * 100)} weekly cap spent ${since} (before VAT)`
    : `${spent} spent ${since} (before VAT); no weekly cap`;
}

/** `paths.company.leadPreferences`: which leads the company wants, its weekly cap and a pause; owners change them. */
export function LeadPreferencesPage() {
  const { data, loading, error } = useQuery(MyLeadPreferencesQuery, { fetchPolicy: 'cache-and-network' });
  const company = useQuery(MyCompanyQuery, { fetchPolicy: 'cache-first' }).data?.myCompany;
  const { refusal } = useCompanyRole();
  const cannotChange = refusal('lead_preferences');
  const [save, saving] = useMutation(UpdateLeadPreferencesMutation, {
    refetchQueries: ['MarketplaceLeads'],
    // Lead preferences have no id for the cache to match them by: the saved ones replace the page's query result,
    // so "This week" (and the available leads' line) show the new cap at once.
    update(cache, { data: answer }) {
      if (answer) cache.writeQuery({ query: MyLeadPreferencesQuery, data: { myLeadPreferences: answer.updateLeadPreferences } });
    },
  });
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const saved = data?.myLeadPreferences;

  // The form starts from what is saved, once; after that it keeps what the person typed.
  useEffect(() => {
    if (saved && !form) setForm(formOf(saved));
  }, [saved, form]);

  const change = (patch: Partial<Form>) => {
    setForm((current) => (current ? { ...current, ...patch } : current));
    setNotice(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    setNotice(null);
    const cap = form.cap.trim();
    if (cap && !/^\d{1,6}$/.test(cap)) {
      setErrors({ weeklyCapPounds: WEEKLY_CAP_PROBLEM });
      return;
    }
    setErrors({});
    try {
      const result = await save({
        variables: {
          input: {
            districts: splitDistricts(form.districts),
            propertyTypes: form.propertyTypes,
            foamTypes: form.foamTypes,
            weeklyCapPounds: cap ? Number(cap) : null,
            pausedUntil: form.pausedUntil || null,
          },
        },
      });
      const next = result.data!.updateLeadPreferences;
      setForm(formOf(next));
      setNotice({
        tone: 'success',
        text: next.paused
          ? `Saved. Buying is paused until the end of ${dayInWords(next.pausedUntil!)}.`
          : 'Saved. Your available leads, alerts and purchases now follow these preferences.',
      });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(fields);
      setNotice({
        tone: 'error',
        text: Object.keys(fields).length
          ? 'Nothing was saved: correct the fields marked below.'
          : messageOf(failure, 'Your preferences could not be saved'),
      });
    }
  }

  const today = londonIsoDate(new Date());
  return (
    <main className="container" id="main">
      <Head title="Lead preferences" robots="noindex, nofollow" />
      <h1>Lead preferences</h1>
      <p className="lead">
        Which leads you want, how much you spend on them each week, and when you are away. Your{' '}
        <Link to={paths.company.availableLeads}>available leads</Link>, the new-lead e-mails and every purchase follow them.
      </p>
      {cannotChange && <FormAlert tone="info">{cannotChange}</FormAlert>}
      {error && <FormAlert>{messageOf(error, 'Your lead preferences could not be loaded')}</FormAlert>}
      {loading && !saved && <PageLoading label="Loading your lead preferences…" />}
      {saved && (
        <section className="card" aria-labelledby="this-week-heading">
          <h2 id="this-week-heading">This week</h2>
          <p>{weekSpendText(saved)}.</p>
          {saved.paused && <p>Buying is paused until the end of {dayInWords(saved.pausedUntil!)}.</p>}
          {saved.updatedAt && (
            <p className="small muted">
              Last changed {formatLondonDateTime(saved.updatedAt)}
              {saved.updatedBy ? ` by ${saved.updatedBy}` : ''}.
            </p>
          )}
        </section>
      )}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {form && (
        <form onSubmit={onSubmit} noValidate aria-label="Lead preferences">
          <fieldset disabled={Boolean(cannotChange) || saving.loading} className="plain-fieldset">
            <TextField
              label="Postcode districts"
              hint={`The first half of the postcodes you cover, separated by commas, e.g. SW1A, SW1V, M14. Leave empty for every district of your regions (${company?.regions.join(', ') || 'your regions'}). At most ${LEAD_PREFERENCE_LIMITS.maxDistricts}.`}
              name="districts"
              autoComplete="off"
              autoCapitalize="characters"
              value={form.districts}
              onChange={(e) => change({ districts: e.target.value })}
              error={errors.districts}
            />
            <CheckboxGroup
              legend="Property types"
              name="propertyTypes"
              hint="Tick none for every type."
              value={form.propertyTypes}
              onChange={(propertyTypes) => change({ propertyTypes })}
              options={PROPERTY_OPTIONS}
              error={errors.propertyTypes}
            />
            <CheckboxGroup
              legend="Foam types"
              name="foamTypes"
              hint="Tick none for every type."
              value={form.foamTypes}
              onChange={(foamTypes) => change({ foamTypes })}
              options={FOAM_OPTIONS}
              error={errors.foamTypes}
            />
            <TextField
              label="Weekly spend cap (£, before VAT)"
              hint="The most you spend on leads from Monday to Sunday, in whole pounds. A purchase that would go over it is refused. Leave empty for no cap."
              name="weeklyCapPounds"
              inputMode="numeric"
              autoComplete="off"
              value={form.cap}
              onChange={(e) => change({ cap: e.target.value })}
              error={errors.weeklyCapPounds}
            />
            <TextField
              label="Pause buying up to and including"
              hint="While paused you still see leads but cannot buy them, and we stop e-mailing you new leads (except from a homeowner who asks for your company alone). Leave empty to buy as usual."
              name="pausedUntil"
              type="date"
              min={today}
              value={form.pausedUntil}
              onChange={(e) => change({ pausedUntil: e.target.value })}
              error={errors.pausedUntil}
            />
            <p className="actions">
              <button type="submit" className="button">
                {saving.loading ? 'Saving…' : 'Save preferences'}
              </button>{' '}
              {form.pausedUntil && (
                <button type="button" className="button secondary" onClick={() => change({ pausedUntil: '' })}>
                  Clear the pause
                </button>
              )}
            </p>
          </fieldset>
        </form>
      )}
    </main>
  );
}
