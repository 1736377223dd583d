import { t } from '../lib/i18n/messages';
import { safeLinkUrl } from '../lib/text/safe-url';
import { resultSelection, useResultSelection } from '../lib/ui/result-selection';
import './select-box.css';

/**
 * A result's checkbox “Select “<title>””, shown while the person picks results to open together
 * (Open in tabs → Selected): an item without a page to open (a place without a website) has none.
 */
export function SelectBox({ title, link }: { title: string; link: string | undefined }) {
  const selection = useResultSelection();
  const href = safeLinkUrl(link);
  if (!selection.active || !href) return null;
  return (
    <input
      type="checkbox"
      class="select-box"
      aria-label={t('selectResult', title)}
      checked={selection.links.has(href)}
      onChange={(event) => resultSelection.tick(href, event.currentTarget.checked)}
    />
  );
}
