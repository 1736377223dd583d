/**
 * The popup's and the side panel's HTML carry a static search box (`#page-shell`) that the
 * browser paints before any script has loaded (DESIGN §4 start-up). The app replaces it in
 * the task that first renders it, so no frame shows both, and takes over what the person
 * already did there: the text typed, the caret, the focus.
 */
export const SHELL_ID = 'page-shell';
export const SHELL_QUERY_ID = 'shell-query';

interface ShellState {
  typed: string;
  focused: boolean;
  selection: [number, number, 'forward' | 'backward' | 'none'] | undefined;
}

function readShell(doc: Document): ShellState | undefined {
  const box = doc.getElementById(SHELL_QUERY_ID);
  if (!(box instanceof HTMLInputElement)) return undefined;
  const focused = doc.activeElement === box || box.autofocus;
  const { selectionStart, selectionEnd, selectionDirection } = box;
  return {
    typed: box.value,
    focused,
    selection:
      selectionStart === null || selectionEnd === null
        ? undefined
        : [selectionStart, selectionEnd, selectionDirection ?? 'none'],
  };
}

/**
 * Renders the app (synchronously, as Preact's `render` does), removes the shell and hands
 * its state to the app's search box, found by `queryBoxId`. Text the app put in its own box
 * (a draft, a search in the address) wins over nothing typed; typed text wins over an empty box.
 */
export function replaceShell(renderApp: () => void, queryBoxId: string, doc: Document = document): void {
  const shell = readShell(doc);
  renderApp();
  doc.getElementById(SHELL_ID)?.remove();
  const box = doc.getElementById(queryBoxId);
  if (!shell || !(box instanceof HTMLInputElement)) return;
  if (shell.typed !== '' && box.value === '') {
    box.value = shell.typed;
    // The app's state follows its box through input events, as if the person had typed there.
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (shell.focused) box.focus();
  if (shell.typed !== '' && box.value === shell.typed && shell.selection) box.setSelectionRange(...shell.selection);
}

/** The shell's painted results area (the side panel's snapshot or skeleton), taken out of the shell for the app to keep showing; else undefined. */
export function takeShellResults(id: string, doc: Document = document): HTMLElement | undefined {
  const node = doc.getElementById(id);
  if (!node || node.hidden) return undefined;
  node.remove();
  return node;
}
