/**
 * For beforeAll hooks that open seeded databases, start services or chains: on a machine whose cores are
 * busy with other work these take many times their idle duration, and a suite must not fail for that.
 */
export const SLOW_SETUP_MS = 120_000

/** For a test that itself opens a seeded database or sends a run of transactions to a chain. */
export const SLOW_TEST_MS = 120_000
