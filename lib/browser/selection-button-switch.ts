import { ALL_SITES, originPattern } from '../build/manifest';

/*
 * The opt-in selection button (DESIGN §4 In the page): switching it on asks for access to all
 * sites — inside the click, as the browser requires — then registers its content script, kept
 * across browser restarts; switching it off unregisters the script and gives the permission
 * back. The setting is on only while both hold, and the worker puts it right when the person
 * takes the permission away in the browser's own settings. No content script is declared in the
 * manifest: without the person's yes, the extension runs nothing in any page.
 */

/** The registered script's id (scripting.registerContentScripts). */
export const SELECTION_BUTTON_SCRIPT_ID = 'selection-button';
/** The script's file: the watcher of the person's selections (lib/in-page/selection-watch-start.ts, built on its own). */
export const SELECTION_BUTTON_FILE = 'selection-button.js';

/** The slices of the browser APIs the switch uses, passed in (tests give recorders). */
export interface SwitchApis {
  permissions: {
    request(permissions: { origins: string[] }): Promise<boolean>;
    remove(permissions: { origins: string[] }): Promise<boolean>;
    contains(permissions: { origins: string[] }): Promise<boolean>;
  };
  scripting: {
    registerContentScripts(scripts: RegisteredScript[]): Promise<unknown>;
    unregisterContentScripts(filter?: { ids: string[] }): Promise<unknown>;
    getRegisteredContentScripts(filter?: { ids: string[] }): Promise<Array<{ id: string }>>;
  };
  /** The stored setting (selectionButtonItem). */
  setting: { setValue(value: boolean): Promise<void>; getValue(): Promise<boolean> };
}

export interface RegisteredScript {
  id: string;
  js: string[];
  matches: string[];
  runAt: 'document_idle';
  allFrames: boolean;
  persistAcrossSessions: boolean;
}

export type SwitchOutcome =
  { ok: true; on: boolean } | { ok: false; reason: 'denied' } | { ok: false; reason: 'failed'; message: string };

/** The script as registered: every http(s) page and its frames, once the page is idle. */
export function selectionButtonScript(): RegisteredScript {
  return {
    id: SELECTION_BUTTON_SCRIPT_ID,
    js: [SELECTION_BUTTON_FILE],
    matches: [...ALL_SITES],
    runAt: 'document_idle',
    allFrames: true,
    persistAcrossSessions: true,
  };
}

/**
 * Switches the button on: must be called synchronously inside the click (the permission
 * request is its first call, before any await) — unless the caller asked already, inside its own
 * click (the settings page's Save asks once for every address it needs): `granted` is that answer.
 * A refusal leaves everything off.
 */
export function switchSelectionButtonOn(
  apis: SwitchApis,
  granted: Promise<boolean> = apis.permissions.request({ origins: [...ALL_SITES] }),
): Promise<SwitchOutcome> {
  return oneAtATime(async (): Promise<SwitchOutcome> => {
    if (!(await granted.catch(() => false))) return { ok: false, reason: 'denied' };
    try {
      await unregister(apis);
      await apis.scripting.registerContentScripts([selectionButtonScript()]);
      await apis.setting.setValue(true);
      return { ok: true, on: true };
    } catch (error) {
      // Registered nothing that stays: the permission goes back too.
      await apis.permissions.remove({ origins: [...ALL_SITES] }).catch(() => false);
      return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  });
}

/**
 * The host patterns of the addresses the settings send requests to (the API's, the reader's):
 * what switching the button off must leave granted.
 */
export function addressPatterns(...addresses: unknown[]): string[] {
  return addresses.flatMap((address) => {
    try {
      return (typeof address === 'string' && originPattern(address)) || [];
    } catch {
      return [];
    }
  });
}

/**
 * Switches the button off: the script unregistered, the setting off, all-sites access given
 * back — and only that (issue 38, L9). Chromium takes back with it every pattern all sites
 * cover, the API's and the reader's addresses (`keep`) among them, even the manifest's own:
 * those are asked for again at once, within the click's activation. That request is not waited
 * for: where the browser asks the person, the answer may come long after the switch is done.
 * Must be called synchronously inside the click, like switching on.
 */
export function switchSelectionButtonOff(apis: SwitchApis, keep: readonly string[] = []): Promise<SwitchOutcome> {
  const removed = apis.permissions.remove({ origins: [...ALL_SITES] });
  void removed
    .then(async () => {
      if (keep.length === 0 || (await apis.permissions.contains({ origins: [...keep] }))) return;
      await apis.permissions.request({ origins: [...keep] });
    })
    .catch(() => undefined);
  return oneAtATime(async (): Promise<SwitchOutcome> => {
    try {
      await unregister(apis);
      await apis.setting.setValue(false);
      await removed;
      return { ok: true, on: false };
    } catch (error) {
      return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  });
}

/**
 * Puts the button's state right (the worker's start, and a permission taken away): the script is
 * registered exactly when the setting is on and all sites are granted; otherwise it is off.
 */
export function reconcileSelectionButton(apis: SwitchApis): Promise<void> {
  return oneAtATime(async () => {
    const [wanted, granted] = await Promise.all([
      apis.setting.getValue(),
      apis.permissions.contains({ origins: [...ALL_SITES] }).catch(() => false),
    ]);
    const registered = await isRegistered(apis);
    if (wanted && granted) {
      if (!registered) await apis.scripting.registerContentScripts([selectionButtonScript()]);
      return;
    }
    if (registered) await unregister(apis);
    if (wanted) await apis.setting.setValue(false);
  });
}

/**
 * One change of the button's state at a time, in the whole extension: Web Locks are shared by
 * every context of its origin, the settings page and the worker alike (one promise chain where
 * a context has none). The worker's check at its start once ran between the settings page's
 * registering the script and storing the setting, read "off but registered", and unregistered
 * it: switched on, the button never showed (the Firefox check in CI, 2026-11-29).
 */
let queue: Promise<unknown> = Promise.resolve();
async function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) return await locks.request(SELECTION_BUTTON_SCRIPT_ID, change);
  const run = queue.then(change, change);
  queue = run.catch(() => undefined);
  return run;
}

/** Whether removed origins take away what the button needs. */
export function takesAllSites(removed: { origins?: string[] }): boolean {
  return (removed.origins ?? []).some((origin) => ALL_SITES.includes(origin) || origin === '<all_urls>');
}

async function isRegistered(apis: SwitchApis): Promise<boolean> {
  const scripts = await apis.scripting
    .getRegisteredContentScripts({ ids: [SELECTION_BUTTON_SCRIPT_ID] })
    .catch(() => []);
  return scripts.some((script) => script.id === SELECTION_BUTTON_SCRIPT_ID);
}

async function unregister(apis: SwitchApis): Promise<void> {
  if (!(await isRegistered(apis))) return;
  // The worker may unregister it meanwhile (its permission was just given back): gone is what was asked.
  await apis.scripting.unregisterContentScripts({ ids: [SELECTION_BUTTON_SCRIPT_ID] }).catch(async (error: unknown) => {
    if (await isRegistered(apis)) throw error;
  });
}
