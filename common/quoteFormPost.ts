/**
 * The quote form's answers as they arrive from a browser without JavaScript: an HTML form POST
 * (application/x-www-form-urlencoded) with the same field names the page's inputs carry
 * (docs/requirements/routes-and-screens.md#without-javascript). Pure, shared by the page and the server.
 */
export interface QuoteFormValues {
  name: string;
  email: string;
  phone: string;
  postcode: string;
  propertyType: string;
  bedrooms: string;
  foamType: string;
  locations: string[];
  areaM2: string;
  access: string;
  urgency: string;
  reason: string;
  extras: string[];
  notes: string;
  terms: boolean;
  marketing: boolean;
}

/** A form nobody has filled in yet (the loft is the usual place for foam, and access is usually easy). */
export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  name: '',
  email: '',
  phone: '',
  postcode: '',
  propertyType: '',
  bedrooms: '',
  foamType: '',
  locations: ['loft'],
  areaM2: '',
  access: 'easy',
  urgency: '',
  reason: '',
  extras: [],
  notes: '',
  terms: false,
  marketing: false,
};

/** The removal request input (the API's RemovalRequestInput) for a form's answers. */
export function quoteRequestInput(values: QuoteFormValues, targetCompanyId: string | null) {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    homeowner: { name: values.name, email: values.email, phone: values.phone },
    property: { postcode: values.postcode, type: values.propertyType, bedrooms: number(values.bedrooms) },
    job: {
      foamType: values.foamType,
      locations: values.locations,
      areaM2: number(values.areaM2),
      access: values.access,
      urgency: values.urgency,
      reason: values.reason,
      extras: values.extras,
      notes: values.notes,
    },
    consent: { terms: values.terms, marketing: values.marketing },
    form: targetCompanyId ? 'single_company' : 'quote',
    targetCompanyId,
  };
}

type PostedValue = string | string[] | undefined;

const text = (value: PostedValue) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).slice(0, 5000);
const list = (value: PostedValue) =>
  (Array.isArray(value) ? value : value ? [value] : []).slice(0, 20).map((item) => String(item).slice(0, 100));

/** A posted form body (as express.urlencoded parses it) read as the form's answers; a box not ticked is absent. */
export function quoteValuesFromPost(body: Record<string, PostedValue>): QuoteFormValues {
  return {
    name: text(body.name),
    email: text(body.email),
    phone: text(body.phone),
    postcode: text(body.postcode),
    propertyType: text(body.propertyType),
    bedrooms: text(body.bedrooms),
    foamType: text(body.foamType),
    locations: list(body.locations),
    areaM2: text(body.areaM2),
    access: text(body.access),
    urgency: text(body.urgency),
    reason: text(body.reason),
    extras: list(body.extras),
    notes: text(body.notes),
    terms: body.terms !== undefined,
    marketing: body.marketing !== undefined,
  };
}
