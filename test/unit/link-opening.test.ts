import { describe, expect, it } from 'vitest';
import { linkOpening, openingAddress, type LinkGesture, type LinkOpening } from '../../lib/ui/link-opening';
import type { LinkTarget } from '../../lib/settings/settings-items';

const NONE = { shiftKey: false, altKey: false, ctrlKey: false, metaKey: false };
const click = (extra: Partial<LinkGesture> = {}): LinkGesture => ({ kind: 'click', button: 0, ...NONE, ...extra });
const BROWSER: LinkOpening = { how: 'browser' };
const BEHIND: LinkOpening = { how: 'new-tab', active: false };
const FRONT: LinkOpening = { how: 'new-tab', active: true };
const CURRENT: LinkOpening = { how: 'current-tab' };

describe('how a result link opens', () => {
  it.each<[string, LinkGesture, LinkTarget, LinkOpening]>([
    ['a plain click, new tab: the link’s own target=_blank', click(), 'new-tab', BROWSER],
    ['a plain click, background tab', click(), 'background-tab', BEHIND],
    ['a plain click, current tab', click(), 'current-tab', CURRENT],
    ['Ctrl+click', click({ ctrlKey: true }), 'current-tab', BEHIND],
    ['Cmd+click', click({ metaKey: true }), 'new-tab', BEHIND],
    ['Shift+click: the browser’s new window', click({ shiftKey: true }), 'background-tab', BROWSER],
    ['Alt+click: the browser’s download', click({ altKey: true }), 'new-tab', BROWSER],
    ['a middle click', { kind: 'auxclick', button: 1, ...NONE }, 'current-tab', BEHIND],
    ['Shift+Enter', { kind: 'keydown', key: 'Enter', ...NONE, shiftKey: true }, 'current-tab', BEHIND],
    ['a plain Enter: the click that follows decides', { kind: 'keydown', key: 'Enter', ...NONE }, 'new-tab', BROWSER],
  ])('in a normal window: %s', (_name, gesture, target, expected) => {
    expect(linkOpening(gesture, target, false)).toEqual(expected);
  });

  it.each<[string, LinkGesture, LinkTarget, LinkOpening]>([
    ['a plain click, new tab: a tab in front, through the tabs API', click(), 'new-tab', FRONT],
    ['a plain click, background tab', click(), 'background-tab', BEHIND],
    ['a plain click, current tab: the window’s own active tab', click(), 'current-tab', CURRENT],
    ['Ctrl+click', click({ ctrlKey: true }), 'new-tab', BEHIND],
    ['Shift+click: no new window of the normal profile, a tab here', click({ shiftKey: true }), 'new-tab', FRONT],
    ['Alt+click: no download into the normal profile', click({ altKey: true }), 'current-tab', CURRENT],
    ['a middle click', { kind: 'auxclick', button: 1, ...NONE }, 'new-tab', BEHIND],
    ['Shift+Enter', { kind: 'keydown', key: 'Enter', ...NONE, shiftKey: true }, 'new-tab', BEHIND],
    // No address there, so no click follows Enter: Enter is the click.
    ['a plain Enter', { kind: 'keydown', key: 'Enter', ...NONE }, 'new-tab', FRONT],
    ['a plain Enter, current tab', { kind: 'keydown', key: 'Enter', ...NONE }, 'current-tab', CURRENT],
    ['Ctrl+Enter', { kind: 'keydown', key: 'Enter', ...NONE, ctrlKey: true }, 'new-tab', BEHIND],
    ['a key other than Enter does nothing', { kind: 'keydown', key: 'a', ...NONE }, 'new-tab', BROWSER],
  ])('in a private window never left to the browser: %s', (_name, gesture, target, expected) => {
    expect(linkOpening(gesture, target, true)).toEqual(expected);
  });
});

describe('the address a result opens at (its passage)', () => {
  const page = 'https://example.org/ada';
  const snippet = 'Ada Lovelace was an English mathematician and writer';

  it('adds the snippet’s text fragment when the person wants passages', () => {
    expect(openingAddress(page, snippet, true)).toBe(
      'https://example.org/ada#:~:text=Ada%20Lovelace%20was%20an%20English%20mathematician%20and%20writer',
    );
  });

  it('is the page itself when the option is off, or without a snippet', () => {
    expect(openingAddress(page, snippet, false)).toBe(page);
    expect(openingAddress(page, undefined, true)).toBe(page);
  });

  it('keeps a fragment the address already has', () => {
    expect(openingAddress(`${page}#early-life`, snippet, true)).toBe(`${page}#early-life`);
  });
});
