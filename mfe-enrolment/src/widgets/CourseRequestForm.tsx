export default function CourseRequestForm() {
  return <h2>Course request</h2>;
}
