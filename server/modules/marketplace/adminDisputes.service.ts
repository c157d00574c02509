export { countOpenDisputes } from './adminDisputes.repository';
