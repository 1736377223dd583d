import type { RelatedQuestion } from '../lib/api/search-response';
import type { LinkTarget } from '../lib/settings/settings-items';
import { displayHost, safeLinkUrl } from '../lib/text/safe-url';
import { t } from '../lib/i18n/messages';
import { ResultLink } from './ResultLink';

export interface PeopleAlsoAskProps {
  questions: RelatedQuestion[];
  linkTarget: LinkTarget;
}

/** Questions people also ask, each opening (natively, by keyboard too) to its answer and source. */
export function PeopleAlsoAsk({ questions, linkTarget }: PeopleAlsoAskProps) {
  if (questions.length === 0) return null;
  return (
    <section class="people-also-ask" aria-label={t('peopleAlsoAskLabel')}>
      <h2 class="section-title">{t('peopleAlsoAskLabel')}</h2>
      {questions.map((item, index) => {
        const href = safeLinkUrl(item.link);
        return (
          <details key={index} class="question">
            <summary>{item.question}</summary>
            {item.snippet && <p class="question-answer">{item.snippet}</p>}
            {(item.title || href) && (
              <p class="question-source">
                <ResultLink url={href} linkTarget={linkTarget} passage={item.snippet}>
                  {item.title ?? (href ? displayHost(href) : '')}
                </ResultLink>
              </p>
            )}
          </details>
        );
      })}
    </section>
  );
}
