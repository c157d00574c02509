interface PageOf<Node> {
  nodes: Node[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * Every row of a filtered list, page after page, for a CSV export (docs/requirements/admin-console.md#lists):
 * the export holds all the filtered rows, not only the page on screen. Stops after `maxPages` pages.
 */
export async function fetchAllPages<Node>(
  fetchPage: (after: string | null) => Promise<PageOf<Node> | null | undefined>,
  maxPages = 50,
): Promise<Node[]> {
  const all: Node[] = [];
  let after: string | null = null;
  for (let i = 0; i < maxPages; i++) {
    const page: PageOf<Node> | null | undefined = await fetchPage(after);
    if (!page) break;
    all.push(...page.nodes);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  return all;
}
