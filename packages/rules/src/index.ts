export * from './amount-limits.js';
export * from './digits.js';
export * from './field-limits.js';
export * from './guides.js';
export * from './public-pages.js';
export * from './site-identity.js';
export * from './render-contract.js';
export * from './undo.js';
