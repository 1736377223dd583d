import type { AnswerBox as Answer } from '../lib/api/search-response';
import type { LinkTarget } from '../lib/settings/settings-items';
import { displayHost, safeLinkUrl } from '../lib/text/safe-url';
import { t } from '../lib/i18n/messages';
import { MetaSeparator, ResultDate } from './ResultDate';
import { ResultLink } from './ResultLink';

export interface AnswerBoxProps {
  answer: Answer;
  linkTarget: LinkTarget;
}

/** The engine's direct answer, above the results: the short answer or the passage, and where it is from. */
export function AnswerBox({ answer, linkTarget }: AnswerBoxProps) {
  const href = safeLinkUrl(answer.link);
  return (
    <section class="answer-box" aria-label={t('answerLabel')}>
      {answer.answer && <p class="answer-text">{answer.answer}</p>}
      {answer.title && <p class="answer-title">{answer.title}</p>}
      {answer.snippet && <p class="answer-snippet">{answer.snippet}</p>}
      {(href || answer.date) && (
        <p class="answer-source">
          {href && (
            <ResultLink url={href} linkTarget={linkTarget} passage={answer.snippet ?? answer.answer}>
              {displayHost(href)}
            </ResultLink>
          )}
          {href && answer.date && <MetaSeparator />}
          <ResultDate date={answer.date} />
        </p>
      )}
    </section>
  );
}
