export { formatDateEnGb, formatTimeEnGb, formatDateTimeEnGb } from './formatDate';
