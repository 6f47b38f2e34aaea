export { selfServicePath } from './paths';
