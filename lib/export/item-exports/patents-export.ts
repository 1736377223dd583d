import { safeImageUrl, safeLinkUrl } from '../../text/safe-url';
import { citedDate } from '../citation-date';
import { defineItemExport, joined } from '../item-export';

type PatentColumn =
  | 'link'
  | 'publicationNumber'
  | 'assignee'
  | 'inventor'
  | 'priorityDate'
  | 'filingDate'
  | 'grantDate'
  | 'publicationDate'
  | 'pdf'
  | 'figures'
  | 'image'
  | 'snippet';

/**
 * Patents: "Title — number, assignee, inventor, granted day, PDF"; cited as patents are:
 * `Inventor. Title. Number, assignee, day granted (or published). URL (accessed …).`
 */
export const PATENTS_EXPORT = defineItemExport<'patents', PatentColumn>({
  heading: 'Patents',
  columns: [
    'link',
    'publicationNumber',
    'assignee',
    'inventor',
    'priorityDate',
    'filingDate',
    'grantDate',
    'publicationDate',
    'pdf',
    'figures',
    'image',
    'snippet',
  ],
  values: (patent) => ({
    link: safeLinkUrl(patent.link),
    publicationNumber: patent.publicationNumber,
    assignee: patent.assignee,
    inventor: patent.inventor,
    priorityDate: patent.priorityDate,
    filingDate: patent.filingDate,
    grantDate: patent.grantDate,
    publicationDate: patent.publicationDate,
    pdf: safeLinkUrl(patent.pdfUrl),
    figures: patent.figures,
    image: safeImageUrl(patent.thumbnailUrl),
    snippet: patent.snippet,
  }),
  details: (patent) => {
    const pdf = safeLinkUrl(patent.pdfUrl);
    return [
      patent.publicationNumber,
      patent.assignee,
      patent.inventor,
      patent.grantDate
        ? `granted ${patent.grantDate}`
        : patent.publicationDate && `published ${patent.publicationDate}`,
      pdf && { label: 'PDF', link: pdf },
    ];
  },
  citation: (patent) => ({
    parts: [
      patent.inventor,
      patent.title,
      joined(patent.publicationNumber, patent.assignee, citedDate(patent.grantDate ?? patent.publicationDate)),
    ],
    link: safeLinkUrl(patent.link),
  }),
});
