import { defineConfig } from 'vitest/config'

// End-to-end tests: real Chromium (/usr/bin/chromium) against the services `npm start` runs.
// One file at a time (2 cores, one cloud); each file launches one browser, each test gets a fresh context.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for something the visitor would see; on a busy 2-core machine 1 s (the default) is short.
    expect: { poll: { timeout: 15_000 } },
    restoreMocks: true,
  },
})
