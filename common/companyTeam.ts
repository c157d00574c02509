/**
 * A company's team (docs/decisions/0049-company-team-roles.md): who may do what, shared by the server, which
 * refuses with these reasons, and the browser, which hides or disables what a role cannot do and says why.
 */
export const COMPANY_ROLES = ['owner', 'buyer', 'viewer'] as const;
export type CompanyRoleName = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRoleName, string> = {
  owner: 'Owner',
  buyer: 'Buyer',
  viewer: 'Viewer',
};

export const COMPANY_ROLE_DESCRIPTIONS: Record<CompanyRoleName, string> = {
  owner: 'Manages the team, the profile, certification and lead preferences, buys and works leads',
  buyer: 'Buys leads, works them and disputes them',
  viewer: 'Reads everything, changes nothing',
};

/**
 * What a company user may do; each company mutation names the one it needs (`@Access('COMPANY', permission)`,
 * docs/api.md#what-each-company-role-may-call).
 */
export type CompanyPermission =
  | 'manage_team'
  | 'edit_profile'
  | 'certification'
  | 'reply_reviews'
  | 'top_up_balance'
  | 'buy_leads'
  | 'work_leads'
  | 'lead_preferences'
  | 'download_invoices'
  | 'manage_webhooks'
  | 'manage_api_keys';

const ALLOWED: Record<CompanyPermission, readonly CompanyRoleName[]> = {
  manage_team: ['owner'],
  edit_profile: ['owner'],
  certification: ['owner'],
  reply_reviews: ['owner'],
  top_up_balance: ['owner'],
  buy_leads: ['owner', 'buyer'],
  work_leads: ['owner', 'buyer'],
  lead_preferences: ['owner'],
  download_invoices: ['owner', 'buyer', 'viewer'],
  manage_webhooks: ['owner'],
  manage_api_keys: ['owner'],
};

export const COMPANY_PERMISSIONS = Object.keys(ALLOWED) as CompanyPermission[];

/** The roles that may do this, owner first. */
export const rolesAllowed = (permission: CompanyPermission): readonly CompanyRoleName[] => ALLOWED[permission];

const WHAT: Record<CompanyPermission, string> = {
  manage_team: 'manage the team',
  edit_profile: 'edit the company profile',
  certification: 'request or pay for certification and upload vetting documents',
  reply_reviews: 'reply to reviews',
  top_up_balance: 'top up the prepaid balance',
  buy_leads: 'buy leads',
  work_leads: 'work or dispute bought leads',
  lead_preferences: 'change the lead preferences',
  download_invoices: 'download invoices',
  manage_webhooks: 'manage webhooks',
  manage_api_keys: 'manage API keys',
};

/** A stored role as read: anything missing or unknown reads as owner (companies from before roles). */
export function companyRoleOf(stored: unknown): CompanyRoleName {
  return stored === 'buyer' || stored === 'viewer' ? stored : 'owner';
}

export function companyRoleAllows(role: CompanyRoleName, permission: CompanyPermission): boolean {
  return ALLOWED[permission].includes(role);
}

/**
 * Why this role cannot do this, in words for the user; null when it can. `apiKey`: said of an API key, which acts
 * with its creator's current role (docs/decisions/0059-api-keys.md).
 */
export function companyRoleRefusal(role: CompanyRoleName, permission: CompanyPermission, apiKey = false): string | null {
  if (companyRoleAllows(role, permission)) return null;
  const who = ALLOWED[permission].map((r) => `${COMPANY_ROLE_LABELS[r].toLowerCase()}s`).join(' and ');
  if (apiKey)
    return `This API key acts with its creator’s current role, now ${COMPANY_ROLE_LABELS[role].toLowerCase()}: only ${who} can ${WHAT[permission]}. An owner can give its creator that role again, or create a key of their own.`;
  return `Your role is ${COMPANY_ROLE_LABELS[role].toLowerCase()}: only ${who} can ${WHAT[permission]}. Ask an owner of your company to change your role.`;
}

export const LAST_OWNER_REFUSAL = 'A company needs at least one owner: make another member an owner first';
