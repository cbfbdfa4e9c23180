export * from './constants.js';
export * from './errors.js';
export * from './routes.js';
export * from './validation/uname.js';
export * from './contract/common.js';
export * from './contract/site.js';
export * from './contract/jobs.js';
