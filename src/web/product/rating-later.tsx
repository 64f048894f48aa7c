import { courseNotHeldYet } from '../../domain/course-rating-notice';

/** docs/shop/ratings.md#who-may-rate: a course bought but still ahead says from which day it is rated. */
export function RatingLater({ from }: { from: string }) {
  return (
    <section className="rating-section-later" aria-label="Deine Bewertung">
      <p className="text-body-secondary mb-0">{courseNotHeldYet(from)}</p>
    </section>
  );
}
