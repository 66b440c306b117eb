export { getFees } from './getFees';
export { useFees, type FeesState } from './useFees';
export { readFeeList } from './readFeeList';
export { FEE_NOT_PUBLISHED, formatInr } from '@academy/contracts/records/public-fees';
