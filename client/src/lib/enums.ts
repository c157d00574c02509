/**
 * The API's enum values are the stored values in capitals (docs/api.md#enums): `SOLD_OUT` is stored as
 * `sold_out`. The label maps shared with the server (common/) and the status style classes are keyed by
 * the stored values; these convert between the two, with the exact types.
 */
export const storedValue = <V extends string>(value: V) => value.toLowerCase() as Lowercase<V>;

export const apiValue = <V extends string>(value: V) => value.toUpperCase() as Uppercase<V>;
