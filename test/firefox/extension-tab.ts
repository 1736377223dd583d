/**
 * One Firefox tab, driven over WebDriver BiDi the way a person would use it: elements are found by
 * their accessible role and name (the UI contract, DESIGN §3) with browsingContext.locateNodes
 * (accessible-locator.ts), clicked with the mouse and typed into with the keyboard
 * (input.performActions).
 */
import type { BiDiClient } from './bidi-client';
import { locateAccessible } from './accessible-locator';
import { callFunction, type NodeRef, type ScriptArgument } from './bidi-script';
import { waitFor } from './wait-for';

export class ExtensionTab {
  private constructor(
    private readonly bidi: BiDiClient,
    readonly context: string,
  ) {}

  /**
   * Opens a new tab at `url` (in the window of `besideContext`, if given) and waits for the page
   * to finish loading.
   */
  static async open(bidi: BiDiClient, url: string, besideContext?: string): Promise<ExtensionTab> {
    const { context } = await bidi.send<{ context: string }>('browsingContext.create', {
      type: 'tab',
      ...(besideContext !== undefined && { referenceContext: besideContext }),
    });
    return ExtensionTab.navigate(bidi, context, url);
  }

  /** Loads `url` in the existing tab `context` and waits for the page to finish loading. */
  static async navigate(bidi: BiDiClient, context: string, url: string): Promise<ExtensionTab> {
    await bidi.send('browsingContext.navigate', { context, url, wait: 'complete' });
    return new ExtensionTab(bidi, context);
  }

  /** A tab that something else opened (the extension, a click); `find` waits for its page. */
  static attach(bidi: BiDiClient, context: string): ExtensionTab {
    return new ExtensionTab(bidi, context);
  }

  /** Reloads the page and waits for it to finish loading again. */
  async reload(): Promise<void> {
    await this.bidi.send('browsingContext.reload', { context: this.context, wait: 'complete' });
  }

  /** The elements with this computed role and accessible name (inside `within`, if given), in document order. */
  findAll(role: string, name?: string, within?: NodeRef): Promise<NodeRef[]> {
    return locateAccessible(this.bidi, this.context, { role, name, within });
  }

  /** Waits until exactly one element has this role (and name, if given), and returns it. */
  async find(role: string, name?: string, within?: NodeRef): Promise<NodeRef> {
    return waitFor(name === undefined ? `one ${role}` : `one ${role} named "${name}"`, async () => {
      const nodes = await this.findAll(role, name, within);
      return nodes.length === 1 ? nodes[0] : undefined;
    });
  }

  /**
   * Waits until `accept` takes what `read` (source text of a function of the element) reports of
   * the one element with this role and name, and returns what `accept` returned. Firefox's
   * accessibility locator walks the whole page (hundreds of milliseconds), so the element is
   * located once and located again only when the page has replaced it: polling costs one script
   * call. A timeout says what `read` reported last.
   */
  async waitUntil<State, T>(
    what: string,
    element: { role: string; name?: string; within?: NodeRef },
    read: string,
    accept: (state: State) => T | undefined,
  ): Promise<T> {
    let node: NodeRef | undefined;
    let seen = 'the element not found';
    return waitFor(
      what,
      async () => {
        if (node === undefined) {
          const nodes = await this.findAll(element.role, element.name, element.within);
          if (nodes.length !== 1) {
            seen = `${nodes.length} elements with role ${element.role}${element.name === undefined ? '' : ` named "${element.name}"`}`;
            return undefined;
          }
          node = nodes[0];
        }
        const state = await this.call<{ state: State } | null>(
          `(el) => el.isConnected ? { state: (${read})(el) } : null`,
          node as NodeRef,
        ).catch(() => null); // a node the page dropped and the garbage collector took
        if (state === null) {
          node = undefined;
          return undefined;
        }
        seen = JSON.stringify(state.state);
        return accept(state.state);
      },
      { lastSeen: () => seen },
    );
  }

  /**
   * Waits for the password field with this accessible name. Firefox's accessibility locator does
   * not find a password field under the role textbox (Gecko's computed role for it is its own),
   * so it is found by its name among the elements that are <input type="password">.
   */
  async findPasswordField(name: string): Promise<NodeRef> {
    return waitFor(`one password field named "${name}"`, async () => {
      const fields = await locateAccessible(this.bidi, this.context, { name, candidates: 'input[type=password]' });
      return fields.length === 1 ? fields[0] : undefined;
    });
  }

  /** Runs `fn` (source text) in the page with `args` and returns its JSON-serializable result. */
  call<T>(fn: string, ...args: ScriptArgument[]): Promise<T> {
    return callFunction<T>(this.bidi, this.context, fn, args);
  }

  /** The element's text, as shown (its textContent, trimmed). */
  text(node: NodeRef): Promise<string> {
    return this.call<string>('(el) => el.textContent.trim()', node);
  }

  /** The text of every element with this role (and name), in document order. */
  async texts(role: string, name?: string, within?: NodeRef): Promise<string[]> {
    return Promise.all((await this.findAll(role, name, within)).map((node) => this.text(node)));
  }

  /** A form field's current value. */
  value(node: NodeRef): Promise<string> {
    return this.call<string>('(el) => el.value', node);
  }

  /** Clicks the middle of the element, scrolled into view first. */
  async click(node: NodeRef): Promise<void> {
    await this.call('(el) => el.scrollIntoView({ block: "center" })', node);
    await this.perform([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: node } },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  /** Right-clicks the middle of the element (the page's context menu opens, as for a person). */
  async rightClick(node: NodeRef): Promise<void> {
    await this.call('(el) => el.scrollIntoView({ block: "center" })', node);
    await this.perform([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: node } },
          { type: 'pointerDown', button: 2 },
          { type: 'pointerUp', button: 2 },
        ],
      },
    ]);
  }

  /** Selects the element's text as a person does: presses at its start, drags to its end, lets go. */
  async dragAcross(node: NodeRef): Promise<void> {
    const box = await this.call<{ x: number; y: number; width: number; height: number }>(
      '(el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }',
      node,
    );
    const y = Math.round(box.y + box.height / 2);
    await this.perform([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', x: Math.round(box.x + 1), y },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerMove', x: Math.round(box.x + box.width - 1), y, duration: 100 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  /** Runs a sequence of mouse actions (WebDriver's pointer actions: moves, presses, pauses) as one input. */
  async mouse(actions: object[]): Promise<void> {
    await this.perform([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
  }

  /** Clicks at a point of the viewport (what no locator can reach: an element in a closed shadow root). */
  async clickAt(x: number, y: number): Promise<void> {
    await this.perform([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y) },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  /** Clicks into a text field, selects what it holds (Control+A, ⌘A on macOS) and types `text` over it. */
  async fill(node: NodeRef, text: string): Promise<void> {
    await this.click(node);
    await this.keys([
      keyDown(SELECT_ALL_MODIFIER),
      ...press('a'),
      keyUp(SELECT_ALL_MODIFIER),
      ...[...text].flatMap(press),
    ]);
  }

  /** Presses Enter in the focused element. */
  async pressEnter(): Promise<void> {
    await this.keys(press(ENTER));
  }

  /** Presses Tab: the focus moves to the next element (in whichever frame has it). */
  async pressTab(): Promise<void> {
    await this.keys(press(TAB));
  }

  private async keys(actions: object[]): Promise<void> {
    await this.perform([{ type: 'key', id: 'keyboard', actions }]);
  }

  private async perform(actions: object[]): Promise<void> {
    await this.bidi.send('input.performActions', { context: this.context, actions });
    await this.bidi.send('input.releaseActions', { context: this.context });
  }
}

// WebDriver's code points for the keys that type no character: Control, Meta (⌘), Enter, Tab.
const SELECT_ALL_MODIFIER = process.platform === 'darwin' ? '\uE03D' : '\uE009';
const ENTER = '\uE007';
const TAB = '\uE004';

function keyDown(value: string) {
  return { type: 'keyDown', value };
}
function keyUp(value: string) {
  return { type: 'keyUp', value };
}
function press(value: string) {
  return [keyDown(value), keyUp(value)];
}
