import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { deferredSchema } from '../../lib/text/deferred-schema';
import { lenient } from '../../lib/text/tolerant';

describe('deferredSchema', () => {
  it('builds nothing until the schema is read, then builds it once', () => {
    let builds = 0;
    const item = deferredSchema(() => {
      builds += 1;
      return z.object({ title: z.string() });
    });
    expect(builds).toBe(0);
    expect(item.parse({ title: 'Paris' })).toEqual({ title: 'Paris' });
    expect(z.safeParse(item, { title: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('composes as the schema it stands for, without building it while the parts are put together', () => {
    let builds = 0;
    const item = deferredSchema(() => {
      builds += 1;
      return z.object({ title: z.string(), rank: lenient(z.number()) });
    });
    const answer = z.object({
      items: z.array(item),
      first: z.optional(item),
      either: z.union([item, z.string()]),
      tagged: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('one'), item }),
        z.object({ kind: z.literal('none') }),
      ]),
    });
    expect(builds).toBe(0);
    const read = answer.parse({
      items: [{ title: 'a', rank: 'odd' }],
      either: 'text',
      tagged: { kind: 'one', item: { title: 'b', rank: 2 } },
    });
    expect(read).toEqual({
      items: [{ title: 'a', rank: undefined }],
      either: 'text',
      tagged: { kind: 'one', item: { title: 'b', rank: 2 } },
    });
    expect(builds).toBe(1);
    // The clear error of the schema it stands for: the path to the field, as zod reports it.
    const failed = z.safeParse(answer, { items: [{}], either: 'x', tagged: { kind: 'none' } });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.path).toEqual(['items', 0, 'title']);
  });

  it('reads as the same kind of schema as the one it stands for', () => {
    const list = deferredSchema(() => z.array(z.string()));
    expect(list instanceof z.ZodMiniArray).toBe(true);
    expect(list._zod.def.type).toBe('array');
  });

  it('refers to itself through a later read (a recursive shape), and says so when it would loop while being built', () => {
    interface Node {
      name: string;
      children?: Node[] | undefined;
    }
    const node: z.ZodMiniType<Node> = deferredSchema(() =>
      z.object({ name: z.string(), children: z.optional(z.array(node)) }),
    );
    expect(node.parse({ name: 'a', children: [{ name: 'b' }] })).toEqual({ name: 'a', children: [{ name: 'b' }] });

    const eager: z.ZodMiniType<unknown> = deferredSchema(() =>
      z.optional(eager._zod.def.type === 'array' ? z.string() : z.number()),
    );
    expect(() => eager.parse(1)).toThrow(/refers to itself eagerly/u);
  });
});
