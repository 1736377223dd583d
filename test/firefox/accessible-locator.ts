/**
 * Finding elements by accessible role and name with WebDriver BiDi's accessibility locator, fast.
 *
 * Firefox's locator walks every element under its start nodes and asks each for its accessible;
 * an element that has none (the ~270 <option>s of the country <datalist>, hidden content) costs
 * two forced refresh-driver ticks (Accessibility.sys.mjs, getAccessible). From the document, one
 * lookup takes 200–1,500 ms. So the walk starts at the elements that can carry the role — found
 * with a CSS locator, a few milliseconds — and the accessibility locator still decides: the
 * element must have the computed role and the accessible name. The candidate selectors are
 * generous (every element that may have the role implicitly in Gecko, plus those that give it
 * explicitly); a role not listed here is looked for in the whole page, never missed.
 */
import type { BiDiClient } from './bidi-client';
import type { NodeRef } from './bidi-script';

/** Elements that may have each role without saying so (Gecko's implicit roles), generously. */
const IMPLICIT: Readonly<Record<string, string>> = {
  status: 'output',
  // Gecko's <input type="file"> is a button; any <input> may be one.
  button: 'button, input, summary',
  textbox: 'input, textarea, [contenteditable]',
  combobox: 'input, select',
  searchbox: 'input',
  spinbutton: 'input',
  checkbox: 'input',
  radio: 'input',
  list: 'ol, ul, menu',
  listitem: 'li',
  link: 'a, area',
  heading: 'h1, h2, h3, h4, h5, h6',
  region: 'section',
};
/** Roles only an explicit role attribute gives. */
const EXPLICIT_ONLY = new Set(['alert', 'tablist', 'tab', 'tabpanel']);

/** A CSS selector for the elements that may have `role`, or undefined for "any element". */
function candidatesFor(role: string): string | undefined {
  // A role attribute may list fallbacks: "switch checkbox".
  const explicit = `[role~="${role}"]`;
  const implicit = IMPLICIT[role];
  if (implicit !== undefined) return `${implicit}, ${explicit}`;
  return EXPLICIT_ONLY.has(role) ? explicit : undefined;
}

export interface AccessibleQuery {
  role?: string;
  name?: string;
  /** Look only inside this element. */
  within?: NodeRef;
  /** Where an element of this kind can be (a CSS selector); by default, from the role. */
  candidates?: string;
}

/** The elements with this computed role and/or accessible name, in document order. */
export async function locateAccessible(bidi: BiDiClient, context: string, query: AccessibleQuery): Promise<NodeRef[]> {
  const { role, name, within } = query;
  const candidates = query.candidates ?? (role === undefined ? undefined : candidatesFor(role));
  let startNodes = within && [within];
  if (candidates !== undefined) {
    startNodes = await locate(bidi, context, { type: 'css', value: candidates }, startNodes);
    if (startNodes.length === 0) return [];
  }
  const value = { ...(role !== undefined && { role }), ...(name !== undefined && { name }) };
  const found = await locate(bidi, context, { type: 'accessibility', value }, startNodes);
  // A match inside another candidate is met twice: once in each walk.
  const seen = new Set<string>();
  return found.filter((node) => !seen.has(node.sharedId) && seen.add(node.sharedId));
}

async function locate(
  bidi: BiDiClient,
  context: string,
  locator: object,
  startNodes: readonly NodeRef[] | undefined,
): Promise<NodeRef[]> {
  const { nodes } = await bidi.send<{ nodes: NodeRef[] }>('browsingContext.locateNodes', {
    context,
    locator,
    ...(startNodes && { startNodes: startNodes.map(({ sharedId }) => ({ sharedId })) }),
  });
  return nodes;
}
