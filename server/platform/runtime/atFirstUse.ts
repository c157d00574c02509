/**
 * A stand-in for a value (an object or a class) that is made only when first used: property reads (methods
 * bound to the real value), `new` and `instanceof` reach the value, which `load` makes then. Libraries a
 * cold start's first page does not need are loaded this way (docs/decisions/0036-firestore-loaded-at-first-use.md).
 */
export function atFirstUse<T extends object>(load: () => T): T {
  let value: T | undefined;
  const real = () => (value ??= load()) as T & CallableFunction;
  // A function target, so that `new` and `instanceof` can reach a class.
  return new Proxy(function standIn() {} as unknown as T, {
    get(_, key) {
      const property = Reflect.get(real(), key) as unknown;
      return typeof property === 'function' && key !== Symbol.hasInstance ? (property as CallableFunction).bind(real()) : property;
    },
    construct: (_, args) => Reflect.construct(real() as unknown as new (...args: unknown[]) => object, args),
  });
}
