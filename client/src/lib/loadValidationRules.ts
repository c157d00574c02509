import type * as ValidationRulesModule from './validationRules';

export type ValidationRules = typeof ValidationRulesModule;
let rules: Promise<ValidationRules> | null = null;

/** The shared validation rules, loaded once (a failed load is tried again next time). */
export function loadValidationRules(): Promise<ValidationRules> {
  // The .js extension: tests type-check this file as a Node module, where a dynamic import names the file.
  rules ??= import('./validationRules.js').catch((error) => {
    rules = null;
    throw error;
  });
  return rules;
}
