import { useEffect, useRef, useState } from 'preact/hooks';
import { displayPreferencesItem } from '../lib/settings/settings-items';
import { openTabsTogether, tabGroupApis } from '../lib/ui/open-tabs';
import { resultSelection, useResultSelection } from '../lib/ui/result-selection';
import { useInlineConfirm } from '../lib/ui/use-inline-confirm';
import { usePageWindow } from '../lib/ui/use-page-window';
import { useStoredItem } from '../lib/ui/use-stored-item';
import { formatNumber } from '../lib/i18n/format-number';
import { t } from '../lib/i18n/messages';
import { MenuItems, type MenuChoice } from './MenuItems';

export interface OpenInTabsMenuProps {
  /** The shown results that have a page, in the order shown (blocked sites out, pinned first). */
  pages: ReadonlyArray<{ url: string; title: string }>;
  /** What the query is called (the group's name). */
  queryName: string;
}

/** More than this many tabs are asked about first: ten tabs at a stray click are a mess to undo. */
export const ASK_ABOVE = 5;
/** How long a tab group's name may be. */
const GROUP_NAME_MAX = 60;

/**
 * "Open in tabs" (issue 41, DESIGN §3): a menu button whose items open the top 3, 5 or 10
 * results, or the ones ticked (Selected: the first choice turns on a checkbox per result, found by
 * keyboard like any control). Tabs open in the background, in this window (a private window's own);
 * where the browser has tab groups they form one, named after the query, collapsed or not as the
 * person chose in the settings. More than five are asked about first.
 */
export function OpenInTabsMenu({ pages, queryName }: OpenInTabsMenuProps) {
  const page = usePageWindow();
  const display = useStoredItem(displayPreferencesItem);
  const selection = useResultSelection();
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState<readonly string[]>([]);
  const [status, setStatus] = useState('');
  const { confirming, ask, cancel, startRef, cancelRef, onKeyDown } = useInlineConfirm();
  const focusFirstBox = useRef(false);

  // Once the checkboxes are there, the first takes the focus: the keyboard starts where the ticking does.
  useEffect(() => {
    if (!selection.active || !focusFirstBox.current) return;
    focusFirstBox.current = false;
    document.querySelector<HTMLInputElement>('.select-box')?.focus();
  }, [selection.active]);

  if (pages.length === 0) return null;
  const ticked = pages.filter((item) => selection.links.has(item.url)).map((item) => item.url);

  const openNow = (urls: readonly string[]) => {
    cancel();
    const title = queryName.length > GROUP_NAME_MAX ? `${queryName.slice(0, GROUP_NAME_MAX - 1)}…` : queryName;
    const collapsed = display?.collapseTabGroups === true;
    // A private window's tabs open in that window, not in the one the spanning extension calls current.
    const windowId = (page?.private ?? true) ? page?.id : undefined;
    void openTabsTogether(urls, { windowId, group: { title, collapsed, apis: tabGroupApis() } }).then(
      ({ opened, grouped }) => {
        // Done picking: the ticks have served (any choice that opened tabs ends the mode).
        resultSelection.stop();
        const count = formatNumber(opened);
        if (grouped) setStatus(t(opened === 1 ? 'openedInGroupOne' : 'openedInGroupMany', count, title));
        else setStatus(t(opened === 1 ? 'openedTabsOne' : 'openedTabsMany', count));
      },
    );
  };

  const choose = (urls: readonly string[]) => {
    setOpen(false);
    if (urls.length > ASK_ABOVE) {
      setWaiting(urls);
      ask();
    } else openNow(urls);
  };

  const chooseSelected = () => {
    if (ticked.length > 0) {
      choose(ticked);
      return;
    }
    setOpen(false);
    focusFirstBox.current = true;
    resultSelection.start();
    setStatus(t('selectResultsHint'));
  };

  const choices: MenuChoice[] = [
    ...[3, 5, 10].map((count) => ({
      label: t('openTop', formatNumber(count)),
      act: () => choose(pages.slice(0, count).map((item) => item.url)),
    })),
    {
      label: ticked.length > 0 ? t('openSelectedCount', formatNumber(ticked.length)) : t('openSelected'),
      act: chooseSelected,
    },
  ];
  const question = t(
    waiting.length === 1 ? 'openTabsQuestionOne' : 'openTabsQuestionMany',
    formatNumber(waiting.length),
  );

  return (
    <div class="open-all">
      {confirming ? (
        <div class="open-all-confirm" role="group" aria-label={question} onKeyDown={onKeyDown}>
          <span>{question}</span>
          <button type="button" class="small primary" onClick={() => openNow(waiting)}>
            {t('openAll')}
          </button>
          <button type="button" class="small" ref={cancelRef} onClick={cancel}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <MenuItems label={t('openInTabs')} open={open} onOpen={setOpen} buttonRef={startRef} choices={choices} />
      )}
      {selection.active && (
        <button type="button" class="small" onClick={() => resultSelection.stop()}>
          {t('stopSelecting')}
        </button>
      )}
      <span role="status" class="export-status">
        {status}
      </span>
    </div>
  );
}
