// A test may wait on the screen up to asyncUtilTimeout (10 s, setup.ts) more than once, while the suites of the
// other lane run beside it (ADR 31): its own time limit is longer than that, so a slow render fails only by never
// showing, not by the clock.
jest.setTimeout(30_000);
