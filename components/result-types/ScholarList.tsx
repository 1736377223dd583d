import type { ScholarItem } from '../../lib/api/search-response';
import { itemCitation } from '../../lib/export/item-citation';
import { t } from '../../lib/i18n/messages';
import type { LinkTarget } from '../../lib/settings/settings-items';
import { formatNumber } from '../../lib/ui/format';
import { MetaLine } from '../MetaLine';
import { ResultLink } from '../ResultLink';
import type { TypedListProps } from './typed-list-props';
import { PdfLink } from './PdfLink';
import { TypedRow, TypedRows } from './TypedRow';

/**
 * Scholar: each paper's title (its page), the publication line as Scholar writes it (authors,
 * venue, year, site), a passage, **Cited by N** (the works citing it, where its id gives the
 * link) and its **PDF** where the service found one.
 */
export function ScholarList({ items, linkTarget, onSiteAction }: TypedListProps<ScholarItem>) {
  return (
    <TypedRows kind="scholar">
      {items.map(({ item, standing }) => (
        <TypedRow
          type="scholar"
          key={`${item.position}:${item.link}`}
          title={item.title}
          link={item.link}
          standing={standing}
          linkTarget={linkTarget}
          onSiteAction={onSiteAction}
          citation={() => itemCitation('scholar', item, new Date())}
        >
          {item.publicationInfo && <p class="result-meta">{item.publicationInfo}</p>}
          {item.snippet && <p class="result-snippet">{item.snippet}</p>}
          <MetaLine tag="p" class="result-meta item-links">
            {item.citedBy !== undefined && <CitedBy item={item} linkTarget={linkTarget} />}
            {item.pdfUrl && <PdfLink url={item.pdfUrl} title={item.title} linkTarget={linkTarget} />}
          </MetaLine>
        </TypedRow>
      ))}
    </TypedRows>
  );
}

function CitedBy({ item, linkTarget }: { item: ScholarItem; linkTarget: LinkTarget }) {
  const text = t('citedBy', formatNumber(item.citedBy ?? 0));
  if (!item.citedByLink) return <span>{text}</span>;
  return (
    <ResultLink url={item.citedByLink} linkTarget={linkTarget}>
      {text}
    </ResultLink>
  );
}
