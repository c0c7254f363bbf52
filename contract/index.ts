/**
 * The neutral core every part of Stride shares — the API's shapes and routes, the catalogue, the web
 * configuration and the policies — with no AWS, React or Node-only dependency. The request schemas
 * (zod) are imported from `contract/schemas` by those that validate.
 */
export * from './api';
export * from './catalog';
export * from './generation';
export * from './ids';
export * from './policy';
export * from './routes';
export * from './schedule';
export * from './web-config';
export * from './streak';
export * from './export';
export * from './plural';
