import type { FormValues } from '../../../lib/usePublicForm';
import type { ChosenCompany, QuoteFormValues } from '../quoteForm';

/** What a step of the quote form draws from: the answers, their errors, and the chosen company if any. */
export interface QuoteStepProps {
  form: FormValues<QuoteFormValues>;
  errors: Record<string, string>;
  company: ChosenCompany | null;
}
