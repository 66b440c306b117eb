import { CourseRequestForm } from '../features/course-request/components/CourseRequestForm';

/** Home's "Didn't find a course you are looking for ?" widget. */
export default function CourseRequestFormWidget() {
  return <CourseRequestForm />;
}
