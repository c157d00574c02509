/** An address with one parameter: `lead(id)` for a link, `lead.path` (`…/:id`) for its route. */
export interface PathWithParameter {
  (value: string): string;
  readonly path: string;
}

export function withParameter(pattern: string): PathWithParameter {
  return Object.assign((value: string) => pattern.replace(/:\w+/, encodeURIComponent(value)), { path: pattern });
}
