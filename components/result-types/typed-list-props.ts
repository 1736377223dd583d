import type { Arranged } from '../../lib/sites/arrange-results';
import type { SiteAction } from '../../lib/sites/site-actions';
import type { LinkTarget } from '../../lib/settings/settings-items';

/** What every type's list takes: its items as the site lists arrange them, and how links open. */
export interface TypedListProps<T> {
  items: Arranged<T>['shown'];
  linkTarget: LinkTarget;
  onSiteAction: (action: SiteAction, host: string, link: string) => void;
}
