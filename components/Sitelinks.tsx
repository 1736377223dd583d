import type { Sitelink } from '../lib/api/search-response';
import type { LinkTarget } from '../lib/settings/settings-items';
import { ResultLink } from './ResultLink';

export interface SitelinksProps {
  links: Sitelink[];
  /** "Links within apple.com": names the list for screen readers. */
  label: string;
  linkTarget: LinkTarget;
}

/** Deeper pages of a result's site, under the result. */
export function Sitelinks({ links, label, linkTarget }: SitelinksProps) {
  return (
    <ul class="sitelinks" aria-label={label}>
      {links.map((link) => (
        <li key={link.link}>
          <ResultLink url={link.link} linkTarget={linkTarget}>
            {link.title}
          </ResultLink>
        </li>
      ))}
    </ul>
  );
}
