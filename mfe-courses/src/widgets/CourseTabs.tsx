export default function CourseTabs() {
  return <h2>Our Courses</h2>;
}
