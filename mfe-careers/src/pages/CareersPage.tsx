import { PageMeta, ROUTE_META } from '@academy/shared';
import { CareersOpenings } from '../features/openings/components/CareersOpenings';

/** /careers: the job list. */
export default function CareersPage() {
  return (
    <>
      <PageMeta {...ROUTE_META.careers} />
      <CareersOpenings />
    </>
  );
}
