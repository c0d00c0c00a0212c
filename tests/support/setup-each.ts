// Component tests share a loaded machine with the rest of the suite: a screen that takes more than
// a second to settle there is slow, not wrong, so Testing Library's find* and waitFor wait up to 5 s
// (a wrong screen still fails, only later).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
