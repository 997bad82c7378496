// Integration suites drive a real stack and a real browser: give each test time.
jest.setTimeout(60_000);
