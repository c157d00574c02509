import type { QuoteFormValues } from './quoteForm';

/**
 * The quote form's draft in the browser (localStorage): what the person typed, the step they were on and
 * the submission's idempotency key and form token, so a reload or a lost connection neither loses the
 * answers nor makes a second request, and the fill time counts from when the form was first used.
 */
export const QUOTE_DRAFT_KEY = 'sfr.quoteDraft.v1';

export interface QuoteDraft {
  form: Partial<QuoteFormValues>;
  /** The submission's idempotency key. */
  key: string;
  step?: number;
  formToken?: string;
}

/** The saved draft, or null; a draft that cannot be read is removed. Its fields are checked where they are used. */
export function readQuoteDraft(): QuoteDraft | null {
  const saved = window.localStorage.getItem(QUOTE_DRAFT_KEY);
  if (!saved) return null;
  try {
    const draft = JSON.parse(saved) as QuoteDraft;
    if (typeof draft?.form !== 'object' || draft.form === null) throw new Error('Not a quote draft');
    return draft;
  } catch {
    window.localStorage.removeItem(QUOTE_DRAFT_KEY);
    return null;
  }
}

export function saveQuoteDraft(draft: QuoteDraft): void {
  window.localStorage.setItem(QUOTE_DRAFT_KEY, JSON.stringify(draft));
}

export function clearQuoteDraft(): void {
  window.localStorage.removeItem(QUOTE_DRAFT_KEY);
}
