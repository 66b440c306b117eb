import { useParams } from 'react-router-dom';

export default function CourseDetailPage() {
  const { courseName = '' } = useParams();
  return <h1>{courseName}</h1>;
}
