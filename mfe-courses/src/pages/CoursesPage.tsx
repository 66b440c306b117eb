export default function CoursesPage() {
  return <h1>All Courses</h1>;
}
