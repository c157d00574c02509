import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { labelFor } from '../../../../common/requestLabels';
import { URGENCIES } from '../../../../common/formOptions';
import { FOAM_TYPES } from '../../../../common/calculator';
import { PREFERENCES_PAGE, preferencesSummary, type LeadPreferences } from '../../../../common/leadPreferences';
import { dayInWords } from '../../../../common/vetting';
import { Head } from '../../ui/head';
import { FormAlert, SelectField } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { messageOf } from '../../lib/apollo';
import { appendPage } from '../../lib/connections';
import type { MarketplaceSortOrder } from '../../gql/graphql';
import { DeclineLeadMutation, MarketplaceLeadsQuery, UndoDeclineLeadMutation } from './companyLeads.operations';
import { VettingNotice } from './Vetting';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { ageText, estimateText, foamText, placesText, priceText } from './LeadDetails';
import { MyLeadPreferencesQuery } from './leadPreferences.operations';
import { weekSpendText } from './LeadPreferencesPage';
import { paths } from '../../lib/paths';

const PREFERENCES_PATH = paths.company.leadPreferences;

const PAGE_SIZE = 50;

/** A value from the address only when it is one of the choices (an edited link falls back to "any"). */
const oneOf = (choices: readonly string[], value: string | null) => (value && choices.includes(value) ? value : '');

/** `paths.company.availableLeads`: leads the company can buy in its regions, filtered and sorted, redacted. */
export function AvailableLeadsPage() {
  // Filters and sort live in the address, so a reload, a shared link and Back keep them.
  const [params, setParams] = useSearchParams();
  const region = params.get('region') ?? '';
  const urgency = oneOf(URGENCIES, params.get('urgency'));
  const foamType = oneOf(FOAM_TYPES, params.get('foam'));
  const sort: MarketplaceSortOrder = params.get('sort') === 'price' ? 'PRICE' : 'NEWEST';
  const allInRegions = params.get('all') === '1';
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );
  const setRegion = (value: string) => setParam('region', value);
  const setUrgency = (value: string) => setParam('urgency', value);
  const setFoamType = (value: string) => setParam('foam', value);
  const setSort = (value: MarketplaceSortOrder) => setParam('sort', value === 'PRICE' ? 'price' : '');
  const setAllInRegions = (value: boolean) => setParam('all', value ? '1' : '');
  const activeFilters = [region, urgency, foamType].filter(Boolean).length;
  // On a phone the filters fold into a drawer, closed at first, so the first lead is on the first screen; a wide
  // screen always shows them (styles.css hides the toggle there).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { refusal } = useCompanyRole();
  const cannotWork = refusal('work_leads');
  // Leads hidden with "Not interested" on this visit: they stay in place with an Undo until the list reloads.
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const filter = { region: region || null, urgency: urgency || null, foamType: foamType || null };
  const { data, loading, error, refetch, fetchMore } = useQuery(MarketplaceLeadsQuery, {
    variables: { filter, sort, first: PAGE_SIZE, allInRegions },
    fetchPolicy: 'cache-and-network',
  });
  const preferences = useQuery(MyLeadPreferencesQuery, { fetchPolicy: 'cache-and-network' }).data?.myLeadPreferences;
  const wanted = preferences ? preferencesSummary(preferences as LeadPreferences) : null;
  const [decline] = useMutation(DeclineLeadMutation);
  const [undo] = useMutation(UndoDeclineLeadMutation);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = data?.marketplaceLeads;

  async function onDecline(id: string) {
    setActionError(null);
    try {
      await decline({ variables: { leadId: id } });
      setHidden((h) => new Set(h).add(id));
    } catch (e) {
      setActionError(messageOf(e, 'The lead could not be hidden'));
    }
  }
  async function onUndo(id: string) {
    setActionError(null);
    try {
      await undo({ variables: { leadId: id } });
      setHidden((h) => {
        const next = new Set(h);
        next.delete(id);
        return next;
      });
    } catch (e) {
      setActionError(messageOf(e, 'The lead could not be shown again'));
    }
  }

  return (
    <main className="container" id="main">
      <Head title="Available leads" robots="noindex, nofollow" />
      <h1>Available leads</h1>
      <VettingNotice />
      <p className="lead">Homeowners in your regions who want spray foam removed. You see their contact details once you buy a lead.</p>
      <div className="filters-drawer" data-open={filtersOpen}>
        <button
          type="button"
          className="button secondary small filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="lead-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters{activeFilters > 0 ? ` (${activeFilters} active)` : ''}
        </button>
        <form className="toolbar" id="lead-filters" aria-label="Filter leads" onSubmit={(e) => e.preventDefault()}>
          <SelectField
            label="Region"
            value={region}
            onChange={(e) => setRegion(e.target.value)}
            placeholder="All your regions"
            options={(list?.regions ?? []).map((r) => ({ value: r, label: r }))}
          />
          <SelectField
            label="Urgency"
            value={urgency}
            onChange={(e) => setUrgency(e.target.value)}
            placeholder="Any urgency"
            options={URGENCIES.map((u) => ({ value: u, label: labelFor('urgency', u) }))}
          />
          <SelectField
            label="Foam type"
            value={foamType}
            onChange={(e) => setFoamType(e.target.value)}
            placeholder="Any foam type"
            options={FOAM_TYPES.map((f) => ({ value: f, label: labelFor('foam', f) }))}
          />
          <SelectField
            label="Sort by"
            value={sort}
            onChange={(e) => setSort(e.target.value as MarketplaceSortOrder)}
            options={[
              { value: 'NEWEST', label: 'Newest first' },
              { value: 'PRICE', label: 'Price, lowest first' },
            ]}
          />
          <button type="button" className="button secondary small" onClick={() => refetch()}>
            Refresh
          </button>
        </form>
      </div>
      {error && <FormAlert>{messageOf(error, 'The leads could not be loaded')}</FormAlert>}
      {actionError && <FormAlert>{actionError}</FormAlert>}
      {loading && !list && <PageLoading label="Loading leads…" />}
      {preferences?.paused && (
        <FormAlert tone="info">
          Your lead preferences pause buying until the end of {dayInWords(preferences.pausedUntil!)}: you can look at leads but not buy
          them, and we do not e-mail you new ones. <Link to={PREFERENCES_PATH}>Change the date in Lead preferences</Link>.
        </FormAlert>
      )}
      {preferences && typeof preferences.weeklyCapPounds === 'number' && <p className="small">This week: {weekSpendText(preferences)}.</p>}
      {list && wanted && (
        <p className="preferences-note">
          <span>
            {list.preferencesApplied
              ? `Showing only the leads your lead preferences ask for: ${wanted}.`
              : 'Showing every lead in your regions, also those your lead preferences leave out.'}
          </span>
          <button type="button" className="button secondary small" onClick={() => setAllInRegions(list.preferencesApplied)}>
            {list.preferencesApplied ? 'Show all leads in my regions' : 'Show only the leads I asked for'}
          </button>
          <Link to={PREFERENCES_PATH}>Change lead preferences</Link>
        </p>
      )}
      {list && list.nodes.length === 0 && (
        <p className="empty-state">
          {list.preferencesApplied && wanted
            ? 'No leads match your lead preferences right now. Show all leads in your regions, or widen your preferences.'
            : 'No leads match right now. New leads in your regions appear here, and we e-mail you when one arrives.'}
        </p>
      )}
      {list && list.nodes.length > 0 && (
        <ul className="lead-list" aria-label="Leads">
          {list.nodes.map((lead) =>
            hidden.has(lead.id) ? (
              <li key={lead.id} className="card lead-card">
                <p>
                  Lead {lead.ref} is hidden from your list.{' '}
                  <button type="button" className="button secondary small" onClick={() => onUndo(lead.id)}>
                    Undo
                  </button>
                </p>
              </li>
            ) : (
              <li key={lead.id} className="card lead-card">
                <h2>
                  <Link to={paths.company.lead(lead.id)}>
                    {lead.district}, {lead.region}
                  </Link>{' '}
                  <span className="badge">{placesText(lead)}</span>
                </h2>
                <p>
                  {labelFor('property', lead.propertyType)} · {foamText(lead)} · {labelFor('urgency', lead.urgency)}
                </p>
                <p>
                  Estimate {estimateText(lead)} · <strong>Lead price {priceText(lead)}</strong> · {ageText(lead)} · {lead.ref}
                </p>
                {!lead.buyable && !preferences?.paused && lead.unavailableReason?.includes(PREFERENCES_PAGE) && (
                  <p className="small">
                    {lead.unavailableReason}. <Link to={PREFERENCES_PATH}>Open Lead preferences</Link>
                  </p>
                )}
                <p className="actions">
                  <Link className="button small" to={paths.company.lead(lead.id)} aria-label={`View lead ${lead.ref}`}>
                    View lead
                  </Link>{' '}
                  {!cannotWork && (
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => onDecline(lead.id)}
                      aria-label={`Not interested in lead ${lead.ref}`}
                    >
                      Not interested
                    </button>
                  )}
                </p>
              </li>
            ),
          )}
        </ul>
      )}
      {list?.pageInfo.hasNextPage && (
        <p>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              void fetchMore({
                variables: { after: list.pageInfo.endCursor },
                updateQuery: (shown, { fetchMoreResult }) => ({
                  ...shown,
                  marketplaceLeads: appendPage(shown.marketplaceLeads, fetchMoreResult.marketplaceLeads),
                }),
              }).catch((e: unknown) => setActionError(messageOf(e, 'More leads could not be loaded')))
            }
          >
            Show more leads
          </button>
        </p>
      )}
    </main>
  );
}
