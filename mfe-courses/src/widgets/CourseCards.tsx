export default function CourseCards() {
  return <h2>Courses</h2>;
}
