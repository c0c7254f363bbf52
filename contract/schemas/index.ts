/** Every request schema (one module per route group: base.ts says why), for the web and the tests. */
export * from './base';
export * from './tasks';
export * from './goals';
export * from './account';
export * from './history';
export * from './data';
