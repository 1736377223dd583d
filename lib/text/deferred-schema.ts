/**
 * A schema built the first time anything reads it, not when its module loads.
 *
 * Why not `z.lazy`: a `z.lazy` is itself a zod schema, and building one costs about as much as
 * the small schema it defers (~5 KB of allocation, 10–20 µs). The worker declares ~90 of them,
 * so a cold start paid for all of them before the first message was read (bench/LOG.md,
 * 2026-11-28). This stands in front of the real schema as a Proxy — a fraction of a
 * microsecond to make — and every read (zod's `_zod`, `parse`, `safeParse`…) goes to the
 * schema, built once on the first. Combinators (`z.object`, `z.array`, `z.optional`…) read their
 * parts' `_zod` only when they themselves are first used, as they do for `z.lazy`.
 */
export function deferredSchema<S extends object>(build: () => S): S {
  let built: S | undefined;
  let building = false;
  const schema = (): S => {
    if (built) return built;
    if (building) throw new Error('A deferred schema refers to itself eagerly.');
    building = true;
    try {
      built = build();
    } finally {
      building = false;
    }
    return built;
  };
  // The target is an empty object that stays empty: every trap answers from the built schema,
  // and none reports a property the target lacks as non-configurable (a Proxy invariant).
  return new Proxy({} as S, {
    get: (_target, key) => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
