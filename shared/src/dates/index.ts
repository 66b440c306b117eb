export { localIsoDay } from './formatDate';
