import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // Plugins import the kit through its public entries, as a third party does (gangway/plugin, gangway/ui); the demo
  // takes its local chains from gangway/networks.
  resolve: { alias: { 'gangway/plugin': src('plugin.ts'), 'gangway/ui': src('ui/index.ts'), 'gangway/networks': src('networks/index.ts') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'demo/**/*.test.{ts,tsx}', 'dashboard/**/*.test.{ts,tsx}', 'test/node/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 20_000,
    // Set-up that starts services (a seeded database, an SMTP sink, a chain) may wait on a busy machine.
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
