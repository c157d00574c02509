/** A page of one of the API's lists, as the client asks for it (docs/api.md#lists). */
export interface ConnectionPage<N> {
  nodes: N[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** The list on screen followed by its next page, for "Show more": the next page's pageInfo, both pages' nodes. */
export function appendPage<P extends ConnectionPage<unknown>>(shown: P, next: P): P {
  return { ...next, nodes: [...shown.nodes, ...next.nodes] };
}
