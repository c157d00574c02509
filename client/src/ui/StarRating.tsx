/** How a star is drawn: whole, half (a rating's .5) or empty. */
type StarFill = 'full' | 'half' | 'empty';

/** The five stars of a rating from 0 to 5, to the nearest half: 4.5 is four whole stars and a half. */
function starFills(value: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

/**
 * A rating out of five as stars, the site's one drawing of one (a review's scores, a company's mean). Read out as
 * "Rated 4.5 out of 5" (with `label`, "Tidiness: rated 4 out of 5"); the stars themselves are not read.
 */
export function StarRating({ value, label }: { value: number; label?: string }) {
  const shown = Math.round(value * 10) / 10;
  return (
    <span className="stars-shown" role="img" aria-label={label ? `${label}: rated ${shown} out of 5` : `Rated ${shown} out of 5`}>
      {starFills(value).map((fill, index) => (
        <span key={index} className={`star star-${fill}`}>
          {fill === 'full' ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
