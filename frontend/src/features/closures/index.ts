export { closuresApi } from './api';
export type { Closure } from './types';
