import { CareersOpenings } from '../features/openings/components/CareersOpenings';

/** /careers: the job list. */
export default function CareersPage() {
  return <CareersOpenings />;
}
