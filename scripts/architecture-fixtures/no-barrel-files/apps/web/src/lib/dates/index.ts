export { shortDate } from './short-date';
