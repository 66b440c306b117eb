export { formatDateEnGb, formatTimeEnGb } from './formatDate';
