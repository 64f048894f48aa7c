import type { CourseInfo } from '../../domain/catalog-schema';
import { CourseFacts } from './course-facts';
import { SeriesCourseDetails } from './series-course-details';

/** What a course covers (its sections as lists) with date and time; a series adds its groups. */
export function CourseOverview({ course }: { course: CourseInfo }) {
  return (
    <section className="product-section" aria-labelledby="kurs-ueberblick">
      <h2 id="kurs-ueberblick" className="section-title">
        Der Kurs im Überblick
      </h2>
      <div className="row g-4 g-xl-5">
        {course.sections.length > 0 && (
          <div className="col-lg-7">
            <div className="row row-cols-1 row-cols-sm-2 g-4">
              {course.sections.map((section) => (
                <div key={section.heading} className="col">
                  <h3 className="h6 text-uppercase info-card-title">{section.heading}</h3>
                  <ul className="course-section-list mb-0">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        )}
        <div className="col-lg-5">
          <CourseFacts course={course} />
        </div>
      </div>
      {/* docs/shop/courses.md#series-courses: the series layout is chosen by the course's data,
         not by its title */}
      {course.series && <SeriesCourseDetails groups={course.dates} />}
    </section>
  );
}
