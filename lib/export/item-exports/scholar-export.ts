import { safeLinkUrl } from '../../text/safe-url';
import { defineItemExport } from '../item-export';

type ScholarColumn =
  'link' | 'authors' | 'year' | 'venue' | 'publicationInfo' | 'citedBy' | 'citedByLink' | 'pdf' | 'snippet';

/**
 * Papers: "Title — authors - venue, year - site, Cited by N, PDF"; cited like a paper:
 * `Authors (year). Title. Venue. URL (accessed …).`
 */
export const SCHOLAR_EXPORT = defineItemExport<'scholar', ScholarColumn>({
  heading: 'Scholar',
  columns: ['link', 'authors', 'year', 'venue', 'publicationInfo', 'citedBy', 'citedByLink', 'pdf', 'snippet'],
  values: (paper) => ({
    link: safeLinkUrl(paper.link),
    authors: paper.authors,
    year: paper.year,
    venue: paper.venue,
    publicationInfo: paper.publicationInfo,
    citedBy: paper.citedBy,
    citedByLink: safeLinkUrl(paper.citedByLink),
    pdf: safeLinkUrl(paper.pdfUrl),
    snippet: paper.snippet,
  }),
  details: (paper) => {
    const pdf = safeLinkUrl(paper.pdfUrl);
    return [
      paper.publicationInfo,
      paper.citedBy === undefined ? undefined : `Cited by ${paper.citedBy}`,
      pdf && { label: 'PDF', link: pdf },
    ];
  },
  citation: (paper) => {
    const year = paper.year?.toString();
    const byline = paper.authors && year ? `${paper.authors} (${year})` : (paper.authors ?? year);
    return { parts: [byline, paper.title, paper.venue], link: safeLinkUrl(paper.link) };
  },
});
