import { lazy } from 'react';

/**
 * The demo step, in a chunk of its own: a registration page's first load carries none of it,
 * and the success overlay fetches it once a registration is stored.
 */
export const LazyDemoPicker = lazy(() => import('./DemoPicker'));
