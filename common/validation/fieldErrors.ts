import type { z } from 'zod';

export interface FieldError {
  /** Dotted path of the input field, e.g. `homeowner.phone`. */
  path: string;
  message: string;
}

export function fieldErrorsFrom(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue; // one message per field: the first rule that failed
    seen.add(path);
    errors.push({ path, message: issue.message });
  }
  return errors;
}
