/**
 * The tabs the playground opens with (when the browser has no tabs of its own saved): one example per role,
 * each runnable as it stands. docs/api.md says the same at length.
 */
export interface ExampleTab {
  query: string;
  variables?: string;
  /** The Headers tab's JSON. */
  headers?: string;
}

const START_HERE = `# Spray Foam Removal UK: the GraphQL API
#
# Each tab is an example you can run with the ▶ button; the Docs panel (book icon) describes every
# type and field, and each field's description starts with who may call it:
#   **Requires:** PUBLIC       anyone
#   **Requires:** SIGNED_IN    any signed-in user
#   **Requires:** COMPANY      a user of an active removal company
#   **Requires:** ADMIN        an administrator
#   **Requires:** LINK_HOLDER  whoever holds a private link (its token is an argument)
#
# Signing in: sign in on this site first (/company/login or /admin/login, in this browser). The playground
# then sends your ID token as "Authorization: Bearer <token>" with every request. Anonymous callers of a
# signed-in field get UNAUTHENTICATED (401); signed-in callers without the role get FORBIDDEN (403).
# A company's API key works too, instead of a sign-in: see the API key tab (Headers: "Authorization").
#
# Lists are cursor connections: "first" items (at most 100), then "after": pageInfo.endCursor while hasNextPage.
#
# Limits per request: 1,000 tokens, depth 8, 15 aliases, 20 directives and an estimated cost of 5,000.
# Every answer says what it cost in extensions.cost { requested limit }. Public forms are also limited per
# address, e-mail and phone (RATE_LIMITED, 429, with retryAfterSeconds).

query PublicExample {
  locations {
    name
    region
  }
  posts(first: 3) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      title
      slug
      publishedAt
    }
  }
}
`;

const QUOTE = `# A homeowner's quote request: the public form mutation, as the site's quote page sends it.
#
# 1. Run FormToken. Copy its "token" into the variables below (botCheck.formToken).
# 2. Wait at least minFillTimeMs (a few seconds): a form sent sooner is refused as too fast.
# 3. Run SubmitRemovalRequest. The idempotencyKey makes a retry safe: the same key answers the first
#    receipt again ("replayed": true) and stores nothing new, so change it for a new request.
#
# Mistakes answer BAD_USER_INPUT with extensions.fieldErrors [{ path, message }].

query FormToken {
  formToken {
    token
    minFillTimeMs
  }
}

mutation SubmitRemovalRequest($input: RemovalRequestInput!, $idempotencyKey: String!, $botCheck: BotCheckInput) {
  submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, botCheck: $botCheck) {
    reference
    estimateLowPence
    estimateHighPence
    replayed
  }
}
`;

const QUOTE_VARIABLES = JSON.stringify(
  {
    idempotencyKey: 'playground-example-0001',
    botCheck: { formToken: 'paste the token from FormToken here' },
    input: {
      homeowner: { name: 'Jane Example', email: 'jane@example.com', phone: '07700 900123' },
      property: { postcode: 'SW1A 1AA', type: 'semi', bedrooms: 3 },
      job: { foamType: 'open', locations: ['loft'], areaM2: 60, access: 'easy', urgency: 'asap', reason: 'selling' },
      consent: { terms: true, marketing: false },
    },
  },
  null,
  2,
);

const COMPANY = `# A removal company's available leads. Requires: COMPANY — sign in at /company/login first
# (the demo company: company@demo.sprayfoamremoval.uk). Leads are redacted until bought: the contact
# details are only on myLeads and marketplaceLead(id).purchase. Prices are in pence.

query AvailableLeads($after: String) {
  marketplaceLeads(first: 10, after: $after, sort: NEWEST) {
    regions
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      ref
      district
      region
      urgency
      totalPence
      placesLeft
    }
  }
}
`;

const ADMIN = `# The admin leads table, a page at a time. Requires: ADMIN — sign in at /admin/login first.
# Run it, then set "after" in the variables to the endCursor of the answer for the next page.

query AdminLeads($after: String) {
  leads(first: 25, after: $after, filter: { status: AVAILABLE }) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      ref
      status
      createdAt
      pricePence
      homeowner {
        name
        email
      }
    }
  }
}
`;

const API_KEY = `# A company's API key instead of a sign-in (docs/integrations.md#api-keys). An owner creates one in the
# company area (API keys); paste it in the Headers tab below, in place of the placeholder. It needs the
# LEADS_READ scope for this query. The answer's headers carry its rate limit (RateLimit-Remaining…).

query AvailableLeadsWithAKey {
  marketplaceLeads(first: 10) {
    nodes {
      id
      ref
      district
      urgency
      pricePence
      buyable
    }
  }
}
`;

export const EXAMPLE_TABS: ExampleTab[] = [
  { query: START_HERE },
  { query: QUOTE, variables: QUOTE_VARIABLES },
  { query: COMPANY, variables: '{ "after": null }' },
  { query: ADMIN, variables: '{ "after": null }' },
  { query: API_KEY, headers: '{ "Authorization": "Bearer sfr_live_PASTE_YOUR_KEY_HERE" }' },
];

/** What a new tab starts with. */
export const NEW_TAB =
  '# Write a query here; the first tab explains signing in, roles, lists and limits.\n\n{ me { uid email isAdmin companyId } }\n';
