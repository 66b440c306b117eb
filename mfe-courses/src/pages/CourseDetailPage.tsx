import { lazy } from 'react';
import { Link, useParams } from 'react-router-dom';
import { COURSE_PAGE_TITLES, EmptyState, PageMeta, ROUTE_META, courseJsonLd, useConfig } from '@academy/shared';
import { getCourse } from '../content/courses';
import { courseDetailText } from '../content/pageText';
import { CourseHero } from '../features/course-detail/components/CourseHero';
import { IconCardSection } from '../features/course-detail/components/IconCardSection';
import { CourseReviews } from '../features/course-detail/components/CourseReviews';
import { StyledSection } from '../features/course-detail/components/StyledSection';
import { WhenNear } from '../features/course-detail/components/WhenNear';
import { StyledPage } from '../lib/StyledPage';
import { CourseFee } from '../features/course-fee/components/CourseFee';
import { HeroFee } from '../features/course-fee/components/HeroFee';

// Loaded as the visitor nears them, with what they read (WhenNear). The fee is not: its place is
// held from the first render and its figures arrive into it (HeroFee, CourseFee).
const TeachersSection = lazy(() =>
  import('../features/teachers/components/TeachersSection').then((module) => ({ default: module.TeachersSection })),
);

/** /courses/:courseName: one course, or a friendly not-found for a course we do not offer. */
export default function CourseDetailPage() {
  const { courseName } = useParams();
  const course = getCourse(courseName);
  const config = useConfig();

  if (!course) {
    return (
      <StyledPage>
        <PageMeta title={courseDetailText.notFoundTitle} description={courseDetailText.notFound} />
        <h1>{courseDetailText.notFoundTitle}</h1>
        <EmptyState action={<Link to="/courses">{courseDetailText.notFoundLink}</Link>}>{courseDetailText.notFound}</EmptyState>
      </StyledPage>
    );
  }

  const path = `${ROUTE_META.courses.path}/${course.slug}`;
  return (
    <StyledPage>
      <PageMeta
        title={COURSE_PAGE_TITLES.course(course.title)}
        description={course.description}
        path={path}
        image={course.image}
        crumb={course.title}
        parents={[ROUTE_META.courses]}
        jsonLd={[
          courseJsonLd(config, {
            name: course.title,
            description: course.description,
            path,
            image: course.image,
            rating: course.ratings,
            reviewCount: course.reviews.length,
          }),
        ]}
      />
      <CourseHero course={course} fee={<HeroFee slug={course.slug} />} />
      <IconCardSection id="course-learn" title={courseDetailText.learnTitle} cards={course.learn} />
      <StyledSection aria-labelledby="course-description" $tinted>
        <h2 id="course-description">{courseDetailText.descriptionTitle}</h2>
        {course.courseDescription.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </StyledSection>
      <IconCardSection id="course-benefits" title={courseDetailText.benefitsTitle} cards={course.benefits} />
      <CourseFee slug={course.slug} />
      <CourseReviews course={course} />
      <WhenNear>
        <TeachersSection course={course.slug} />
      </WhenNear>
    </StyledPage>
  );
}
