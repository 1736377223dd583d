import type { OrganicResult } from '../lib/api/search-response';
import { t } from '../lib/i18n/messages';
import { formatNumber, formatRating } from '../lib/ui/format';

/** What the engine shows under a result beside its snippet: stars, price, short facts ("Founded: 1976"). */
export function ResultFacts({ result }: { result: OrganicResult }) {
  const { rating, ratingCount, price, attributes } = result;
  if (rating === undefined && price === undefined && !attributes) return null;
  return (
    <p class="result-facts">
      {rating !== undefined && (
        <span class="result-rating">
          {/* Read out as words; the stars are for the eye. */}
          <span aria-hidden="true">{formatRating(rating, ratingCount)}</span>
          <span class="visually-hidden">
            {ratingCount === undefined
              ? t('ratingLabel', formatNumber(rating))
              : t('ratingWithCountLabel', formatNumber(rating), formatNumber(ratingCount))}
          </span>
        </span>
      )}
      {price !== undefined && <span class="result-price">{price}</span>}
      {attributes?.map(([label, value], index) => (
        <span key={index} class="result-attribute">
          {label}: {value}
        </span>
      ))}
    </p>
  );
}
