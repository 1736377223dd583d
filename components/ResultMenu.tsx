import { useId, useRef, useState } from 'preact/hooks';
import type { SiteStanding } from '../lib/sites/arrange-results';
import type { SiteAction } from '../lib/sites/site-actions';
import { t, type MessageKey } from '../lib/i18n/messages';
import { copyText } from '../lib/ui/clipboard-and-download';
import type { SearchType } from '../lib/api/search-options';
import { useReaderFor } from './reader/reader-slot';
import { ReadHereButton } from './reader/ReadHereButton';

export interface ResultMenuProps {
  /** The result's title, naming the menu button ("More actions for …"). */
  title: string;
  /** The result's host, naming the group of actions. */
  host: string;
  standing: SiteStanding;
  onAction: (action: SiteAction) => void;
  /** The item as a citation (its type's own source line), for "Copy as citation". */
  citation?: (() => string) | undefined;
  /** The result's page (http or https) and type: Read here reads it, where the service has a reader and the type reads here. */
  link?: string | undefined;
  type?: SearchType;
}

const LABELS: Record<SiteAction, MessageKey> = {
  block: 'blockSite',
  pin: 'pinSite',
  unblock: 'unblockSite',
  unpin: 'unpinSite',
};

/** Which actions a result offers, by how the lists treat its site now. */
function actionsFor(standing: SiteStanding): SiteAction[] {
  if (standing === 'pinned') return ['unpin', 'block'];
  if (standing === 'blocked') return ['unblock', 'pin'];
  return ['pin', 'block'];
}

/**
 * A result's own small menu: a disclosure button and, when open, the site actions as plain
 * buttons below the title (in the flow of the page: results clip what overflows them).
 * Escape closes it and returns focus to its button.
 */
export function ResultMenu({ title, host, standing, onAction, citation, link, type = 'web' }: ResultMenuProps) {
  const [open, setOpen] = useState(false);
  // While the menu is open: the Reader of the answer on screen, if it has one.
  const reader = useReaderFor(open && link !== undefined, type);
  const [copied, setCopied] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        class="result-menu-button"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={panelId}
        aria-label={t('moreActionsFor', title)}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div
          id={panelId}
          class="result-menu"
          role="group"
          aria-label={t('siteActionsFor', host)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          {reader && link && (
            <ReadHereButton
              url={link}
              isCached={reader.isCached}
              onRead={() => {
                setOpen(false);
                reader.read({ url: link, title }, buttonRef.current);
              }}
            />
          )}
          {actionsFor(standing).map((action) => (
            <button
              key={action}
              type="button"
              class="small"
              onClick={() => {
                setOpen(false);
                onAction(action);
              }}
            >
              {t(LABELS[action])}
            </button>
          ))}
          {citation && (
            <button
              type="button"
              class="small"
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
                void copyText(citation()).then((done) => setCopied(done ? t('citationCopied') : t('copyFailed')));
              }}
            >
              {t('copyAsCitation')}
            </button>
          )}
        </div>
      )}
      {copied && (
        <span role="status" class="visually-hidden">
          {copied}
        </span>
      )}
    </>
  );
}
