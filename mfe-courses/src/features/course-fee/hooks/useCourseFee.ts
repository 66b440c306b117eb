import { useEffect, useState } from 'react';
import type { FeeRecord } from '@academy/contracts/records';
import { getFees } from '../api/getFees';

export type CourseFeeState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; fee: FeeRecord | null };

/** The published fee of one course: null when the academy has published none for it. */
export function useCourseFee(slug: string): CourseFeeState {
  const [state, setState] = useState<CourseFeeState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getFees().then(
      (fees) => current && setState({ status: 'loaded', fee: fees.find((fee) => fee.course === slug) ?? null }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [slug]);
  return state;
}
