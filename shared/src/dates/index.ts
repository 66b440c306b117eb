export { formatDateEnGb, formatTimeEnGb, isoDayEnGb, localIsoDay } from './formatDate';
