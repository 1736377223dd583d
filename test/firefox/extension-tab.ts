/**
 * One Firefox tab, driven over WebDriver BiDi the way a person would use it: elements are found by
 * their accessible role and name (the UI contract, DESIGN §3) with browsingContext.locateNodes,
 * clicked with the mouse and typed into with the keyboard (input.performActions).
 */
import type { BiDiClient } from './bidi-client';
import { callFunction, type NodeRef, type ScriptArgument } from './bidi-script';

const WAIT_TIMEOUT_MS = 20_000;
const POLL_MS = 100;

export class ExtensionTab {
  private constructor(
    private readonly bidi: BiDiClient,
    readonly context: string,
  ) {}

  /** Opens a new tab at `url` and waits for the page to finish loading. */
  static async open(bidi: BiDiClient, url: string): Promise<ExtensionTab> {
    const { context } = await bidi.send<{ context: string }>('browsingContext.create', { type: 'tab' });
    await bidi.send('browsingContext.navigate', { context, url, wait: 'complete' });
    return new ExtensionTab(bidi, context);
  }

  /** The elements with this computed role and accessible name (inside `within`, if given). */
  async findAll(role: string, name?: string, within?: NodeRef): Promise<NodeRef[]> {
    const { nodes } = await this.bidi.send<{ nodes: NodeRef[] }>('browsingContext.locateNodes', {
      context: this.context,
      locator: { type: 'accessibility', value: name === undefined ? { role } : { role, name } },
      ...(within && { startNodes: [within] }),
    });
    return nodes;
  }

  /** Waits until exactly one element has this role and name, and returns it. */
  async find(role: string, name: string, within?: NodeRef): Promise<NodeRef> {
    return this.waitFor(`one ${role} named "${name}"`, async () => {
      const nodes = await this.findAll(role, name, within);
      return nodes.length === 1 ? nodes[0] : undefined;
    });
  }

  /**
   * Waits for the password field with this accessible name. Firefox's accessibility locator does
   * not find a password field under the role textbox (Gecko's computed role for it is its own),
   * so it is found by its name among the elements that are <input type="password">.
   */
  async findPasswordField(name: string): Promise<NodeRef> {
    return this.waitFor(`one password field named "${name}"`, async () => {
      const { nodes } = await this.bidi.send<{ nodes: NodeRef[] }>('browsingContext.locateNodes', {
        context: this.context,
        locator: { type: 'accessibility', value: { name } },
      });
      const fields = nodes.filter(
        (node) => node.value?.localName === 'input' && node.value.attributes?.type === 'password',
      );
      return fields.length === 1 ? fields[0] : undefined;
    });
  }

  /** Runs `fn` (source text) in the page with `args` and returns its JSON-serializable result. */
  call<T>(fn: string, ...args: ScriptArgument[]): Promise<T> {
    return callFunction<T>(this.bidi, this.context, fn, args);
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

  /** Polls `probe` until it returns a value other than undefined; fails with `what` after the timeout. */
  async waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = WAIT_TIMEOUT_MS): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async keys(actions: object[]): Promise<void> {
    await this.perform([{ type: 'key', id: 'keyboard', actions }]);
  }

  private async perform(actions: object[]): Promise<void> {
    await this.bidi.send('input.performActions', { context: this.context, actions });
    await this.bidi.send('input.releaseActions', { context: this.context });
  }
}

// WebDriver's code points for the keys that type no character: Control, Meta (⌘), Enter.
const SELECT_ALL_MODIFIER = process.platform === 'darwin' ? '\uE03D' : '\uE009';
const ENTER = '\uE007';

function keyDown(value: string) {
  return { type: 'keyDown', value };
}
function keyUp(value: string) {
  return { type: 'keyUp', value };
}
function press(value: string) {
  return [keyDown(value), keyUp(value)];
}
