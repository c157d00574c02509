/**
 * Whether Cloud Firestore would serve a query from the indexes it has, by its documented rules
 * (docs/decisions/0024-index-enforcement.md lists what is modelled and what is not). Pure: no emulator,
 * no I/O; indexEnforcement.ts feeds it the queries the embedded store receives.
 */

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type IndexOrder = 'ASCENDING' | 'DESCENDING';

/** One field of an index, as written in firestore.indexes.json: ordered, or an array-contains field. */
export type IndexField = { fieldPath: string; order: IndexOrder } | { fieldPath: string; arrayConfig: 'CONTAINS' };

export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: QueryScope;
  fields: IndexField[];
}

/** A single-field index a field override keeps (an override replaces the automatic ones for its field). */
export type FieldOverrideIndex = ({ order: IndexOrder } | { arrayConfig: 'CONTAINS' }) & { queryScope?: QueryScope };

export interface FieldOverride {
  collectionGroup: string;
  /** A field path, or `*` for every field of the collection group without an override of its own. */
  fieldPath: string;
  ttl?: boolean;
  /** Absent: the automatic indexes stay; `[]`: the field is exempt from single-field indexing. */
  indexes?: FieldOverrideIndex[];
}

/** The content of firestore.indexes.json. */
export interface IndexConfig {
  indexes?: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

export type FilterOperator =
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'in'
  | 'not-in'
  | 'array-contains'
  | 'array-contains-any'
  | 'is-null'
  | 'is-nan'
  | 'is-not-null'
  | 'is-not-nan';

export type QueryFilter = { fieldPath: string; op: FilterOperator } | { and: QueryFilter[] } | { or: QueryFilter[] };

export interface QueryOrder {
  fieldPath: string;
  direction: IndexOrder;
}

/** What the index choice depends on: not values, cursors, limits or offsets. */
export interface QueryShape {
  collectionGroup: string;
  queryScope: QueryScope;
  filter?: QueryFilter | null;
  orderBy?: QueryOrder[];
  /** Fields summed or averaged by an aggregation (count() needs none). */
  aggregateFields?: string[];
}

export type IndexSuggestion = { kind: 'index'; index: CompositeIndex } | { kind: 'fieldOverride'; fieldOverride: FieldOverride };

export type IndexCoverage = { served: true } | { served: false; suggestion: IndexSuggestion };

const DOCUMENT_NAME = '__name__';

type FieldFilter = { fieldPath: string; op: FilterOperator };
type EqualityKind = 'value' | 'contains';
interface EqualityField {
  fieldPath: string;
  kind: EqualityKind;
}
/** An index field in the form the matcher uses: CONTAINS has no direction. */
type IndexKey = { fieldPath: string; mode: IndexOrder | 'CONTAINS' };

/** Equality-like filters: an index serves them from any prefix position, ordered fields in either direction. */
const VALUE_EQUALITY = new Set<FilterOperator>(['==', 'in', 'is-null', 'is-nan']);
const CONTAINS = new Set<FilterOperator>(['array-contains', 'array-contains-any']);
/** One value only: ordering by such a field orders nothing, so the order is dropped. */
const SINGLE_VALUE = new Set<FilterOperator>(['==', 'is-null', 'is-nan']);

/**
 * An OR query runs as the union of its disjunctive normal form's conjunctions, each needing an index
 * ("OR queries": Firestore turns the filter into DNF and serves each disjunction).
 */
function disjunctiveNormalForm(filter: QueryFilter | null | undefined): FieldFilter[][] {
  if (!filter) return [[]];
  if ('fieldPath' in filter) return [[filter]];
  if ('or' in filter) return filter.or.flatMap((part) => disjunctiveNormalForm(part));
  return filter.and.reduce<FieldFilter[][]>(
    (conjunctions, part) => conjunctions.flatMap((left) => disjunctiveNormalForm(part).map((right) => [...left, ...right])),
    [[]],
  );
}

/** What one conjunction asks of an index: equality fields (any order) first, then exactly this order. */
interface IndexRequirement {
  equalities: EqualityField[];
  /** The normalized order, ending with `__name__`. */
  order: QueryOrder[];
}

/**
 * The order Firestore runs a query in (StructuredQuery.order_by): the explicit orderBy, then every
 * inequality field not already in it in lexicographic field order, then `__name__`; appended fields take
 * the direction of the last explicit order, ASCENDING without one. Fields summed or averaged must be in the
 * index too, so they are appended after the inequality fields the same way.
 */
function requirementOf(conjunction: FieldFilter[], query: QueryShape): IndexRequirement {
  const filters = conjunction.filter((filter) => filter.fieldPath !== DOCUMENT_NAME);
  const singleValued = new Set(filters.filter((filter) => SINGLE_VALUE.has(filter.op)).map((filter) => filter.fieldPath));
  const explicit = query.orderBy ?? [];
  const lastDirection: IndexOrder = explicit.at(-1)?.direction ?? 'ASCENDING';

  const order: QueryOrder[] = [];
  let nameDirection = lastDirection;
  for (const entry of explicit) {
    if (entry.fieldPath === DOCUMENT_NAME) {
      // The document name is unique: anything ordered after it orders nothing.
      nameDirection = entry.direction;
      break;
    }
    if (singleValued.has(entry.fieldPath) || order.some((o) => o.fieldPath === entry.fieldPath)) continue;
    order.push(entry);
  }
  const appendImplicit = (fieldPaths: string[]) => {
    for (const fieldPath of [...new Set(fieldPaths)].sort()) {
      if (fieldPath === DOCUMENT_NAME || singleValued.has(fieldPath) || order.some((o) => o.fieldPath === fieldPath)) continue;
      order.push({ fieldPath, direction: lastDirection });
    }
  };
  appendImplicit(filters.filter((filter) => !VALUE_EQUALITY.has(filter.op) && !CONTAINS.has(filter.op)).map((filter) => filter.fieldPath));
  appendImplicit(query.aggregateFields ?? []);

  const equalities: EqualityField[] = [];
  for (const filter of filters) {
    const kind: EqualityKind | null = VALUE_EQUALITY.has(filter.op) ? 'value' : CONTAINS.has(filter.op) ? 'contains' : null;
    if (!kind) continue;
    // An `in` field that is also ordered is read in order (a suffix field), not as a prefix.
    if (kind === 'value' && order.some((o) => o.fieldPath === filter.fieldPath)) continue;
    if (equalities.some((e) => e.fieldPath === filter.fieldPath && e.kind === kind)) continue;
    equalities.push({ fieldPath: filter.fieldPath, kind });
  }
  return { equalities, order: [...order, { fieldPath: DOCUMENT_NAME, direction: nameDirection }] };
}

function keysOf(fields: IndexField[]): IndexKey[] {
  const keys: IndexKey[] = fields.map((field) =>
    'arrayConfig' in field ? { fieldPath: field.fieldPath, mode: 'CONTAINS' } : { fieldPath: field.fieldPath, mode: field.order },
  );
  // Every index ends with __name__; undeclared, it takes the last field's direction (ASCENDING after CONTAINS).
  if (keys.at(-1)?.fieldPath !== DOCUMENT_NAME) {
    const last = keys.at(-1)?.mode;
    keys.push({ fieldPath: DOCUMENT_NAME, mode: last === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' });
  }
  return keys;
}

/** The override governing a field: its own, else its nearest map parent's, else the collection group's `*`. */
function overrideFor(config: IndexConfig, collectionGroup: string, fieldPath: string): FieldOverride | undefined {
  const overrides = (config.fieldOverrides ?? []).filter((o) => o.collectionGroup === collectionGroup && o.indexes !== undefined);
  const segments = fieldPath.split('.');
  for (let length = segments.length; length > 0; length--) {
    const path = segments.slice(0, length).join('.');
    const found = overrides.find((o) => o.fieldPath === path);
    if (found) return found;
  }
  return overrides.find((o) => o.fieldPath === '*');
}

/**
 * The single-field indexes a field has: by default ascending, descending and array-contains, collection
 * scope only (collection-group single-field indexes are not maintained by default); an override replaces them.
 */
function singleFieldIndexes(config: IndexConfig, collectionGroup: string, scope: QueryScope, fieldPath: string): IndexKey[][] {
  const override = overrideFor(config, collectionGroup, fieldPath);
  const modes: Array<IndexOrder | 'CONTAINS'> = override
    ? (override.indexes ?? [])
        .filter((index) => (index.queryScope ?? 'COLLECTION') === scope)
        .map((index) => ('arrayConfig' in index ? 'CONTAINS' : index.order))
    : scope === 'COLLECTION'
      ? ['ASCENDING', 'DESCENDING', 'CONTAINS']
      : [];
  return modes.map((mode) => [
    { fieldPath, mode },
    { fieldPath: DOCUMENT_NAME, mode: mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' },
  ]);
}

function candidateIndexes(config: IndexConfig, query: QueryShape, requirement: IndexRequirement): IndexKey[][] {
  const composite = (config.indexes ?? [])
    .filter((index) => index.collectionGroup === query.collectionGroup && (index.queryScope ?? 'COLLECTION') === query.queryScope)
    .map((index) => keysOf(index.fields));
  const fieldPaths = new Set([...requirement.equalities.map((e) => e.fieldPath), ...requirement.order.map((o) => o.fieldPath)]);
  fieldPaths.delete(DOCUMENT_NAME);
  const singleField = [...fieldPaths].flatMap((fieldPath) =>
    singleFieldIndexes(config, query.collectionGroup, query.queryScope, fieldPath),
  );
  // The documents themselves, in name order either way: serves a query with no filter or order on any field.
  const byName: IndexKey[][] = [[{ fieldPath: DOCUMENT_NAME, mode: 'ASCENDING' }], [{ fieldPath: DOCUMENT_NAME, mode: 'DESCENDING' }]];
  return [...composite, ...singleField, ...byName];
}

/**
 * The suffix is exactly the query's order, directions included. Firestore does not read an index backwards
 * for a query: a descending order needs its own index ("If you want to run the same queries but with a
 * descending sort order, you need an additional composite index"), which is also why every field gets an
 * ascending and a descending single-field index.
 */
function suffixServesOrder(suffix: IndexKey[], order: QueryOrder[]): boolean {
  return (
    suffix.length === order.length && suffix.every((key, i) => key.fieldPath === order[i].fieldPath && key.mode === order[i].direction)
  );
}

const equalityKey = (fieldPath: string, kind: EqualityKind) => `${kind}:${fieldPath}`;

/**
 * The equality fields one index can narrow to while reading in the query's order, or null when it cannot
 * serve the query at all: some prefix of its fields is equality fields of the query (matching kind) and the
 * rest is exactly the query's order. Indexes sharing that order are merged (zig-zag join) to cover the
 * other equality fields ("Index merging").
 */
function equalitiesServedBy(index: IndexKey[], requirement: IndexRequirement): Set<string> | null {
  const wanted = new Set(requirement.equalities.map((e) => equalityKey(e.fieldPath, e.kind)));
  for (let prefixLength = 0; prefixLength < index.length; prefixLength++) {
    const prefix = index.slice(0, prefixLength);
    const covered = prefix.map((key) => equalityKey(key.fieldPath, key.mode === 'CONTAINS' ? 'contains' : 'value'));
    if (!covered.every((key) => wanted.has(key))) return null;
    if (suffixServesOrder(index.slice(prefixLength), requirement.order)) return new Set(covered);
  }
  return null;
}

function isServed(config: IndexConfig, query: QueryShape, requirement: IndexRequirement): boolean {
  const covered = new Set<string>();
  let anyServes = false;
  for (const index of candidateIndexes(config, query, requirement)) {
    const served = equalitiesServedBy(index, requirement);
    if (!served) continue;
    anyServes = true;
    for (const key of served) covered.add(key);
  }
  return anyServes && requirement.equalities.every((e) => covered.has(equalityKey(e.fieldPath, e.kind)));
}

/**
 * The index Firestore's error would point to: equality fields ascending (array-contains as CONTAINS) in the
 * order the query names them, then the query's order, then `__name__`. A single field needs no composite
 * index (Firestore refuses one); its single-field index is restored through a field override instead.
 */
function suggestionFor(config: IndexConfig, query: QueryShape, requirement: IndexRequirement): IndexSuggestion {
  const fields: IndexField[] = [
    ...requirement.equalities.map((e): IndexField =>
      e.kind === 'contains' ? { fieldPath: e.fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath: e.fieldPath, order: 'ASCENDING' },
    ),
    ...requirement.order.map((o): IndexField => ({ fieldPath: o.fieldPath, order: o.direction })),
  ];
  const onFields = fields.filter((field) => field.fieldPath !== DOCUMENT_NAME);
  if (onFields.length === 1) {
    const [field] = onFields;
    const own = (config.fieldOverrides ?? []).find((o) => o.collectionGroup === query.collectionGroup && o.fieldPath === field.fieldPath);
    const index: FieldOverrideIndex =
      'arrayConfig' in field
        ? { arrayConfig: 'CONTAINS', queryScope: query.queryScope }
        : { order: field.order, queryScope: query.queryScope };
    return {
      kind: 'fieldOverride',
      fieldOverride: {
        ...own,
        collectionGroup: query.collectionGroup,
        fieldPath: field.fieldPath,
        indexes: [...(own?.indexes ?? []), index],
      },
    };
  }
  return { kind: 'index', index: { collectionGroup: query.collectionGroup, queryScope: query.queryScope, fields } };
}

/** Whether Cloud Firestore would serve `query` from the indexes `config` declares, and if not, what to add. */
export function checkIndexCoverage(query: QueryShape, config: IndexConfig): IndexCoverage {
  for (const conjunction of disjunctiveNormalForm(query.filter)) {
    const requirement = requirementOf(conjunction, query);
    if (!isServed(config, query, requirement)) return { served: false, suggestion: suggestionFor(config, query, requirement) };
  }
  return { served: true };
}

/** The error text, like Firestore's "The query requires an index.", naming what to add to firestore.indexes.json. */
export function describeMissingIndex(suggestion: IndexSuggestion): string {
  return suggestion.kind === 'index'
    ? `The query requires an index. Add this to "indexes" in firestore.indexes.json: ${JSON.stringify(suggestion.index)}`
    : `The query requires an index. Add this to "fieldOverrides" in firestore.indexes.json: ${JSON.stringify(suggestion.fieldOverride)}`;
}
