import { describe, expect, it } from 'vitest';
import type { SelectionButton } from '../../lib/in-page/selection-button';
import { SELECTION_BUTTON_UI_FILE, watchSelections } from '../../lib/in-page/selection-watch';
import { inPageModuleCode, inPageScriptCode } from '../../lib/build/in-page-module';
import { manifestFor, SELECTION_BUTTON_UI_FILE as SHIPPED_AS } from '../../lib/build/manifest';

/**
 * A window that records its listeners, and events delivered to them as the browser would (trusted
 * or not); `activation.isActive` is the browser's transient activation (a press of the person's under way).
 */
function recordingWindow() {
  const listeners = new Map<string, Array<(event: Event) => void>>();
  const activation = { isActive: false };
  const win = {
    navigator: { userActivation: activation },
    addEventListener(type: string, listener: (event: Event) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    removeEventListener(type: string, listener: (event: Event) => void) {
      const left = (listeners.get(type) ?? []).filter((listening) => listening !== listener);
      if (left.length) listeners.set(type, left);
      else listeners.delete(type);
    },
  } as unknown as Window;
  const fire = (type: string, init: { isTrusted?: boolean; shiftKey?: boolean; target?: string } = {}) => {
    const event = { type, isTrusted: init.isTrusted ?? true, shiftKey: init.shiftKey ?? false, target: init.target };
    // As the DOM does: listeners added while an event is dispatched do not hear that event.
    for (const listener of [...(listeners.get(type) ?? [])]) listener(event as unknown as Event);
  };
  return { win, fire, activation, types: () => [...listeners.keys()].sort() };
}

/** A button that records what the watcher asks of it; it owns events whose target is 'button'. */
function recordingButton() {
  const calls: string[] = [];
  const button: SelectionButton = {
    owns: (event) => (event as unknown as { target?: string }).target === 'button',
    selectionEnded: () => calls.push('selectionEnded'),
    hide: () => calls.push('hide'),
  };
  return { button, calls };
}

/** Starts the watcher on `win` with a loader that hands over `button`; returns how many times it loaded. */
function watchCounting(win: Window, button: SelectionButton = recordingButton().button): () => number {
  let loads = 0;
  watchSelections(win, () => {
    loads += 1;
    return Promise.resolve(button);
  });
  return () => loads;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the selection watcher every page runs (lib/in-page/selection-watch.ts)', () => {
  it('listens for the first selection only until one starts, then for the gesture; loads nothing until a selection ends', async () => {
    const { win, fire, activation, types } = recordingWindow();
    const loads = watchCounting(win);
    // At the page's load, the least: one listener (each listener added at load costs every page).
    expect(types()).toEqual(['selectstart']);
    // Presses and the page's own made-up selectstart change nothing.
    fire('pointerdown');
    fire('selectstart', { isTrusted: false });
    expect(types()).toEqual(['selectstart']);
    activation.isActive = true;
    fire('selectstart');
    expect(types()).toEqual(['keydown', 'keyup', 'pointerdown', 'pointerup', 'selectstart']);
    fire('keydown');
    fire('keyup');
    // A press and a release with no selection between them: a click, nothing to search.
    fire('pointerdown');
    fire('pointerup');
    await settle();
    expect(loads()).toBe(0);
  });

  it('a selection the page makes up — untrusted events, or a selectstart with no press of the person’s — loads nothing', async () => {
    const { win, fire } = recordingWindow();
    const loads = watchCounting(win);
    // The page's first selection (its script's, no press of the person's under way), then its made-up events.
    fire('selectstart');
    fire('pointerup');
    fire('keyup');
    fire('pointerdown', { isTrusted: false });
    fire('selectstart');
    fire('pointerup');
    fire('pointerdown');
    fire('selectstart', { isTrusted: false });
    fire('pointerup');
    // After the person's click, a selectstart the page brings about with no press of theirs.
    fire('selectstart');
    fire('keyup');
    await settle();
    expect(loads()).toBe(0);
  });

  it('the page’s first selection made in the moments after the person’s key (activation still on) ends with no release of theirs: nothing loads', async () => {
    const { win, fire, activation } = recordingWindow();
    const loads = watchCounting(win);
    // The person's key came and went before any listener; the page selects a moment later.
    activation.isActive = true;
    fire('selectstart');
    // Their next gesture is a click: a new press, which no earlier selection outlives.
    fire('pointerdown');
    fire('pointerup');
    fire('keydown');
    fire('keyup');
    await settle();
    expect(loads()).toBe(0);
  });

  it('loads the button once, at the first selection the person ends, and hands it every later one', async () => {
    const { win, fire, activation } = recordingWindow();
    const { button, calls } = recordingButton();
    const loads = watchCounting(win, button);
    // The person's press, which no listener hears at load: the browser's transient activation says so.
    activation.isActive = true;
    fire('pointerdown');
    fire('selectstart');
    fire('pointerup');
    await settle();
    expect({ loads: loads(), calls }).toEqual({ loads: 1, calls: ['selectionEnded'] });

    // Shift and an arrow extend the selection the person started (no new selectstart).
    fire('keydown', { shiftKey: true });
    fire('keyup');
    // A press on the shown button is the button's, not a new gesture.
    fire('pointerdown', { target: 'button' });
    fire('pointerup', { target: 'button' });
    // A plain click elsewhere ends no selection: the button goes.
    fire('pointerdown');
    fire('pointerup');
    await settle();
    expect({ loads: loads(), calls }).toEqual({ loads: 1, calls: ['selectionEnded', 'selectionEnded', 'hide'] });
  });

  it('a module that fails to load (the extension updated under the page) is tried again at the next selection', async () => {
    const { win, fire, activation } = recordingWindow();
    const { button, calls } = recordingButton();
    activation.isActive = true;
    let loads = 0;
    watchSelections(win, () => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('Extension context invalidated.')) : Promise.resolve(button);
    });
    for (let round = 0; round < 2; round += 1) {
      fire('pointerdown');
      fire('selectstart');
      fire('pointerup');
      await settle();
    }
    expect({ loads, calls }).toEqual({ loads: 2, calls: ['selectionEnded'] });
  });
});

describe('the selection button’s module as it ships (lib/build/in-page-module.ts)', () => {
  it('ships under the name the watcher imports, web-accessible in both browsers', () => {
    expect(SHIPPED_AS).toBe(SELECTION_BUTTON_UI_FILE);
    const chrome = manifestFor({ browser: 'chrome', command: 'build', manifestVersion: 3, apiBaseUrl: undefined });
    const firefox = manifestFor({ browser: 'firefox', command: 'build', manifestVersion: 2, apiBaseUrl: undefined });
    expect(JSON.stringify(chrome.web_accessible_resources)).toContain(`"${SELECTION_BUTTON_UI_FILE}"`);
    expect(firefox.web_accessible_resources).toContain(SELECTION_BUTTON_UI_FILE);
  });

  it('exports the button for the watcher, imports nothing, and carries no watcher of its own', async () => {
    const code = await inPageModuleCode();
    expect(code).toMatch(/\bexport\s*\{[^}]*\bcreateSelectionButton\b/u);
    expect(code).not.toMatch(/\bimport\s*[{"'*]|\bfrom\s*["']/u);
    // The page's own input is listened for by the watcher only: the module adds no window listener at load.
    expect(code).not.toContain('selectstart');
  });

  it('the registered script is the watcher alone: a classic script, no wrapper, the button’s module imported in the linter’s form', async () => {
    const code = await inPageScriptCode();
    expect(code).not.toMatch(/\bimport\s*[{"'*]|\bfrom\s*["']|\bexport\s*\{/u);
    expect(code).toContain('import(chrome.runtime.getURL(');
    expect(code).toContain('selectstart');
    // The button itself is not in it: no host, no shadow root.
    expect(code).not.toContain('attachShadow');
    expect(code).not.toContain('main:');
  });
});
