import { useEffect, useState } from 'react';
import { UK_REGIONS } from '../../../../common/ukRegions';
import { URGENCIES } from '../../../../common/formOptions';
import { LEAD_ORIGINS } from '../../../../common/leadOrigins';
import type { LeadStatus } from '../../gql/graphql';
import { DateRangeFilter } from '../../ui/admin/DateRangeFilter';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { labels } from '../../ui/admin/labels';
import { PRICE_SORTS, type LeadList } from './useLeadList';

const STATUSES: LeadStatus[] = ['NEW', 'AVAILABLE', 'SOLD_OUT', 'CLOSED', 'REJECTED'];

/** How long typing pauses before the search runs: one query per word typed, not per key. */
const SEARCH_PAUSE_MS = 300;

/** The leads list's filters: a search (as you type, on Enter or on leaving the box), selects, dates, and Clear filters. */
export function LeadFilters({ list }: { list: LeadList }) {
  const { values: f, change } = list;
  const [search, setSearch] = useState(f.q);
  useEffect(() => {
    const q = search.trim();
    if (q === f.q) return;
    const timer = window.setTimeout(() => change({ q }), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
    // Runs when the typed text changes; `change` and the URL's q are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return (
    <>
      <label>
        Search
        <input
          type="search"
          value={search}
          placeholder="Name, e-mail, phone, postcode or ref"
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') change({ q: search.trim() });
          }}
          onBlur={() => search.trim() !== f.q && change({ q: search.trim() })}
        />
      </label>
      <FilterSelect
        label="Status"
        value={f.status}
        options={STATUSES.map((status) => [status, labels.leadStatus(status)] as const)}
        onChange={(status) => change({ status })}
      />
      <FilterSelect
        label="Source"
        value={f.origin}
        options={LEAD_ORIGINS.map((origin) => [origin, labels.origin(origin)] as const)}
        onChange={(origin) => change({ origin })}
      />
      <FilterSelect
        label="Region"
        value={f.region}
        options={UK_REGIONS.map((region) => [region, region] as const)}
        onChange={(region) => change({ region })}
      />
      <FilterSelect
        label="Urgency"
        value={f.urgency}
        options={URGENCIES.map((urgency) => [urgency, labels.urgency(urgency)] as const)}
        onChange={(urgency) => change({ urgency })}
      />
      <DateRangeFilter from={f.from} to={f.to} onChange={list.changeDates} />
      {PRICE_SORTS.has(list.sort) && <small>Sorted by price: all dates. Choosing dates sorts by date.</small>}
      <FilterSelect
        label="Show"
        anyLabel="Current"
        value={f.archived}
        options={[['yes', 'Archived']]}
        onChange={(archived) => change({ archived })}
      />
      <button
        type="button"
        className="button secondary small"
        onClick={() => {
          setSearch('');
          list.clear();
        }}
      >
        Clear filters
      </button>
    </>
  );
}
