// The DOM matchers only where a file asks for a DOM (`// @vitest-environment jsdom`): loading them
// costs every plain-logic file most of a second for nothing.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // Test files share their modules (vite.config.ts, isolate: false), so Testing Library's own
  // cleanup registers in the first DOM file only: every file unmounts what its tests rendered.
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}

// A module, for the top-level await above.
export {};
