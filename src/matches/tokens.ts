/** Injection tokens shared by the service's providers. */
export const DATABASE = Symbol('DATABASE');
export { CLOCK } from '../clock.js';
