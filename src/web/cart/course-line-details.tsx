import type { CourseSelection } from '../../domain/cart-schema';
import type { ProductDetail } from '../../domain/catalog-schema';
import { courseDateText } from './course-date-text';

interface CourseLineDetailsProps {
  course: CourseSelection;
  product: ProductDetail;
}

/** docs/shop/cart.md#cart-lines: course lines show the chosen date ("Datum") and who attends. */
export function CourseLineDetails({ course, product }: CourseLineDetailsProps) {
  const date = product.course?.dates.find((entry) => entry.id === course.courseDateId);
  return (
    <dl className="course-details">
      <dt>Datum</dt>
      <dd data-testid="line-course-date">
        {date ? courseDateText(date) : 'Termin nicht mehr buchbar'}
      </dd>
      <dt>Teilnehmer</dt>
      <dd>
        {course.firstName} {course.lastName}
      </dd>
    </dl>
  );
}
