import type { FormValues } from '../../../lib/usePublicForm';
import type { ChosenCompany, QuoteFormValues } from '../quoteForm';

/** What each step of the quote form draws from: the answers, their errors, and the chosen company if any. */
export interface QuoteStepProps {
  form: FormValues<QuoteFormValues>;
  errors: Record<string, string>;
  company: ChosenCompany | null;
}

export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
