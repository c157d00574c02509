import { atFirstUse } from '../../server/platform/runtime/atFirstUse';

class Counter {
  static made = 0;
  static start() {
    return new Counter(1);
  }
  constructor(public value: number) {
    Counter.made += 1;
  }
  next() {
    return this.value + 1;
  }
}

describe('a value made at first use', () => {
  it('is not made until used, then made once; static methods, new and instanceof reach the real class', () => {
    let loads = 0;
    const Lazy = atFirstUse(() => {
      loads += 1;
      return Counter;
    });
    expect(loads).toBe(0);
    const started = Lazy.start();
    expect(started).toBeInstanceOf(Counter);
    const made = new Lazy(5);
    expect(made).toBeInstanceOf(Counter);
    expect(made instanceof Lazy).toBe(true);
    expect({} instanceof Lazy).toBe(false);
    expect(made.next()).toBe(6);
    expect(loads).toBe(1);
  });

  it('forwards an object’s methods bound to it', () => {
    const service = atFirstUse(() => ({
      name: 'auth',
      greet(this: { name: string }) {
        return `hello from ${this.name}`;
      },
    }));
    const greet = service.greet as unknown as () => string;
    expect(greet()).toBe('hello from auth');
    expect(service.name).toBe('auth');
  });
});
