/** Options of `npx tsx server/start.ts`: `--wallet-scale N` (or `--wallet-scale=N`) and `--no-chains`. */
export function parseStartArgs(argv: readonly string[]): { walletScale?: number; chains?: boolean } {
  const options: { walletScale?: number; chains?: boolean } = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--no-chains') options.chains = false
    else if (arg === '--wallet-scale' || arg.startsWith('--wallet-scale=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i]
      if (!value || !/^[1-9]\d*$/.test(value)) throw new Error(`--wallet-scale needs a positive integer, got '${value ?? ''}'`)
      options.walletScale = Number(value)
    } else throw new Error(`unknown option ${arg} (known: --wallet-scale N, --no-chains)`)
  }
  return options
}
