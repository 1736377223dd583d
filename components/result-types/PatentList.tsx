import type { PatentItem } from '../../lib/api/search-response';
import { itemCitation } from '../../lib/export/item-citation';
import { t, type MessageKey } from '../../lib/i18n/messages';
import { MetaLine } from '../MetaLine';
import { RemoteImage } from '../RemoteImage';
import { ResultDate } from '../ResultDate';
import { PdfLink } from './PdfLink';
import type { TypedListProps } from './typed-list-props';
import { TypedRow, TypedRows } from './TypedRow';

/** A patent's four days, in the order a patent lives them. */
const DAYS: ReadonlyArray<readonly ['priorityDate' | 'filingDate' | 'grantDate' | 'publicationDate', MessageKey]> = [
  ['priorityDate', 'patentPriority'],
  ['filingDate', 'patentFiled'],
  ['grantDate', 'patentGranted'],
  ['publicationDate', 'patentPublished'],
];

/**
 * Patents: each one's title (its page), publication number and assignee, inventor, its
 * priority, filing, grant and publication days, a passage, its **PDF**, and one picture — its
 * thumbnail or first figure (https only, lazy, no referrer: RemoteImage).
 */
export function PatentList({ items, linkTarget, onSiteAction }: TypedListProps<PatentItem>) {
  return (
    <TypedRows kind="patent">
      {items.map(({ item, standing }) => (
        <TypedRow
          type="patents"
          key={`${item.position}:${item.link}`}
          title={item.title}
          link={item.link}
          standing={standing}
          linkTarget={linkTarget}
          onSiteAction={onSiteAction}
          citation={() => itemCitation('patents', item, new Date())}
          thumbnail={<RemoteImage src={item.thumbnailUrl} alt="" width={72} height={72} class="typed-thumb figure" />}
        >
          <MetaLine tag="p" class="result-meta">
            {item.publicationNumber && <span class="result-host">{item.publicationNumber}</span>}
            {item.assignee && <span>{item.assignee}</span>}
          </MetaLine>
          {item.inventor && <p class="result-meta">{t('patentInventor', item.inventor)}</p>}
          <MetaLine tag="p" class="result-meta">
            {DAYS.map(
              ([field, label]) =>
                item[field] && (
                  <span key={field}>
                    {t(label)} <ResultDate date={item[field]} />
                  </span>
                ),
            )}
          </MetaLine>
          {item.snippet && <p class="result-snippet">{item.snippet}</p>}
          {item.pdfUrl && (
            <p class="result-meta item-links">
              <PdfLink url={item.pdfUrl} title={item.title} linkTarget={linkTarget} />
            </p>
          )}
        </TypedRow>
      ))}
    </TypedRows>
  );
}
