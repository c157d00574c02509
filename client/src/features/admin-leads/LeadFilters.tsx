import { useState } from 'react';
import { UK_REGIONS } from '../../../../common/ukRegions';
import { URGENCIES } from '../../../../common/formOptions';
import { LEAD_ORIGINS } from '../../../../common/leadOrigins';
import type { LeadStatus } from '../../gql/graphql';
import { DateRangeFilter } from '../../ui/admin/DateRangeFilter';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { labels } from '../../ui/admin/labels';
import { PRICE_SORTS, type LeadList } from './useLeadList';

const STATUSES: LeadStatus[] = ['NEW', 'AVAILABLE', 'SOLD_OUT', 'CLOSED', 'REJECTED'];

/** The leads list's filters: a search (applied on Enter or leaving the box), selects, dates, and Clear filters. */
export function LeadFilters({ list }: { list: LeadList }) {
  const { values: f, change } = list;
  const [search, setSearch] = useState(f.q);
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
