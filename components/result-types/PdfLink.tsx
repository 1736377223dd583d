import { t } from '../../lib/i18n/messages';
import type { LinkTarget } from '../../lib/settings/settings-items';
import { ResultLink } from '../ResultLink';

/** A paper's or patent's PDF: "PDF" to the eye, "PDF of “<its title>”" in a screen reader's list of links. */
export function PdfLink({ url, title, linkTarget }: { url: string; title: string; linkTarget: LinkTarget }) {
  return (
    <ResultLink url={url} linkTarget={linkTarget}>
      <span aria-hidden="true">{t('pdfLink')}</span>
      <span class="visually-hidden">{t('pdfOf', title)}</span>
    </ResultLink>
  );
}
