import type { ComponentChildren } from 'preact';
import { t } from '../../lib/i18n/messages';
import type { SiteStanding } from '../../lib/sites/arrange-results';
import { onResultListKeyDown } from '../../lib/ui/use-result-keyboard-nav';
import { ItemHead, type ItemHeadProps } from './ItemHead';

/** The list labelled Results for a type shown as rows (news, videos, places, shopping); arrow keys and j/k move. */
export function TypedRows({ kind, children }: { kind: string; children: ComponentChildren }) {
  return (
    <ol class={`result-list typed-list ${kind}-list`} aria-label={t('resultsLabel')} onKeyDown={onResultListKeyDown}>
      {children}
    </ol>
  );
}

export interface TypedRowProps extends ItemHeadProps {
  standing: SiteStanding;
  /** The row's picture, at its end. */
  thumbnail?: ComponentChildren;
  /** What the type shows under its title. */
  children?: ComponentChildren;
}

/** One item of such a list: its head (title link, Pinned/Blocked tag, menu), its type's lines, its picture. */
export function TypedRow({ thumbnail, children, ...head }: TypedRowProps) {
  return (
    <li class={head.standing === 'neutral' ? 'result' : `result ${head.standing}`}>
      <div class="typed-body">
        <ItemHead {...head} />
        {children}
      </div>
      {thumbnail}
    </li>
  );
}
