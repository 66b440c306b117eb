import { useEffect, useState } from 'react';
import type { FeeRecord } from '@academy/contracts/records';
import { getFees } from '../api/getFees';

export type CourseFeeState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; fee: FeeRecord | null };

/** The published fee of one course: null when the academy has published none for it. */
export function useCourseFee(slug: string): CourseFeeState {
  // The answer with the course it is for: another course's answer reads as loading.
  const [answer, setAnswer] = useState<{ slug: string; state: CourseFeeState } | null>(null);
  useEffect(() => {
    let current = true;
    getFees().then(
      (fees) => current && setAnswer({ slug, state: { status: 'loaded', fee: fees.find((fee) => fee.course === slug) ?? null } }),
      () => current && setAnswer({ slug, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [slug]);
  return answer?.slug === slug ? answer.state : { status: 'loading' };
}
