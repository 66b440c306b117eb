import { useParams } from 'react-router-dom';

export default function ReviewsPage() {
  const { topic = 'chess' } = useParams();
  const label = topic === 'conceptualmath' ? 'Conceptual Math' : topic.charAt(0).toUpperCase() + topic.slice(1);
  return <h1>{label} Reviews</h1>;
}
