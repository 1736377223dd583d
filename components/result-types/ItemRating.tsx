import { t } from '../../lib/i18n/messages';
import { formatNumber, formatRating } from '../../lib/ui/format';

/** Stars for the eye, words for a screen reader ("Rated 4.5 of 5, 120 ratings"). */
export function ItemRating({ rating, count }: { rating: number | undefined; count: number | undefined }) {
  if (rating === undefined) return null;
  return (
    <span class="result-rating">
      <span aria-hidden="true">{formatRating(rating, count)}</span>
      <span class="visually-hidden">
        {count === undefined
          ? t('ratingLabel', formatNumber(rating))
          : t('ratingWithCountLabel', formatNumber(rating), formatNumber(count))}
      </span>
    </span>
  );
}
