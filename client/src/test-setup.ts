// The DOM matchers only where a file asks for a DOM (`// @vitest-environment jsdom`): loading them
// costs every plain-logic file most of a second for nothing.
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');

// A module, for the top-level await above.
export {};
