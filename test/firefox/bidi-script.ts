/** script.callFunction with JSON in and out: the one way the Firefox test runs code in a page or in Firefox's own window. */
import type { BiDiClient } from './bidi-client';

/** A node as BiDi serializes it; `sharedId` refers to it in later commands. */
export interface NodeRef {
  type: 'node';
  sharedId: string;
  value?: { localName?: string; attributes?: Record<string, string> };
}

export type ScriptArgument = NodeRef | string | number | boolean;

interface ScriptResult {
  type: 'success' | 'exception';
  result?: { type: string; value?: unknown };
  exceptionDetails?: { text: string };
}

/**
 * Runs the function `fn` (source text, sync or async) in `context` with `args` and returns its
 * result, which must be JSON-serializable (undefined when it returns nothing).
 */
export async function callFunction<T>(
  bidi: BiDiClient,
  context: string,
  fn: string,
  args: readonly ScriptArgument[],
  timeoutMs?: number,
): Promise<T> {
  const answer = await bidi.send<ScriptResult>(
    'script.callFunction',
    {
      functionDeclaration: `async (...args) => JSON.stringify(await (${fn})(...args))`,
      target: { context },
      arguments: args.map((arg) => (typeof arg === 'object' ? arg : { type: typeof arg, value: arg })),
      awaitPromise: true,
    },
    timeoutMs,
  );
  if (answer.type === 'exception') throw new Error(`Script failed: ${answer.exceptionDetails?.text}`);
  // JSON.stringify(undefined) is undefined: the function returned nothing.
  return (answer.result?.type === 'string' ? JSON.parse(String(answer.result.value)) : undefined) as T;
}
