import { SOCIAL_PROVIDERS, type Project, type ProjectFeatures } from '../projects/project'

const LOCAL_DEMO_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000']

/** Spec §9 remote defaults: swaps and onramp via one provider each, e-mail, every social, activity on, multi-wallet off. */
export const PROJECT_DEFAULT_FEATURES: ProjectFeatures = {
  email: true,
  socials: [...SOCIAL_PROVIDERS],
  swaps: true,
  onramp: true,
  activity: true,
  multiWallet: false,
}

/** Dev projects: besides the demo's origins, any page on localhost or 127.0.0.1 (any port) is allowed. */
const base = { allowedOrigins: LOCAL_DEMO_ORIGINS, allowLocalOrigins: true, features: PROJECT_DEFAULT_FEATURES, sponsorGas: false, fixture: null }

/** The projects seeded on every start (upserted by id); every one is a dev project but gangway-foreign-origin and gangway-strict. */
export const PROJECTS: readonly Project[] = [
  { ...base, id: 'gangway-demo', name: 'Gangway demo', analyticsEnabled: true },
  { ...base, id: 'gangway-test', name: 'Gangway tests', analyticsEnabled: false },
  {
    ...base,
    id: 'gangway-remote-off',
    name: 'Remote config turns features off',
    // network_status: the demo's third-party plugin (demo/plugins/network-status) names it as its flag's remote id.
    features: { ...PROJECT_DEFAULT_FEATURES, swaps: false, onramp: false, activity: false, socials: ['google', 'github'], plugins: { network_status: false } },
    analyticsEnabled: false,
  },
  // Multi-wallet on in the project's remote config (§9's default is off): with `features.multiWallet` the demo keeps several wallets.
  { ...base, id: 'gangway-multi-wallet', name: 'Multi-wallet on', features: { ...PROJECT_DEFAULT_FEATURES, multiWallet: true }, analyticsEnabled: false },
  // A production project (not a dev one) that allows only another site: the demo origin gets 'Origin Not Allowed'
  // (the API's own CORS list lets the demo read that answer); a page on any other local port is refused by CORS.
  {
    ...base,
    id: 'gangway-foreign-origin',
    name: 'Fixture: allows only https://app.example.com',
    allowedOrigins: ['https://app.example.com'],
    allowLocalOrigins: false,
    analyticsEnabled: false,
  },
  // A production project that lists the demo's origins and nothing else: loopback pages on other ports are refused
  // (CORS, the frame pages' frame-ancestors and parent check), as a deployed project's would be.
  { ...base, id: 'gangway-strict', name: 'Production rules: the demo origins only', allowLocalOrigins: false, analyticsEnabled: false },
  // Gas sponsorship on (every other project has it off): POST /v1/paymaster signs VerifyingPaymaster sponsorships for
  // its smart accounts, so an account holding no ETH can send.
  { ...base, id: 'gangway-sponsored', name: 'Gas sponsorship on', sponsorGas: true, analyticsEnabled: false },
  // Fixtures: the config and origins calls misbehave; every other route answers normally.
  { ...base, id: 'gangway-rate-limited', name: 'Fixture: config answers 429', analyticsEnabled: false, fixture: 'rate_limited' },
  { ...base, id: 'gangway-server-error', name: 'Fixture: config answers 500', analyticsEnabled: false, fixture: 'server_error' },
  { ...base, id: 'gangway-malformed', name: 'Fixture: config answers a malformed body', analyticsEnabled: false, fixture: 'malformed' },
  // A normal project whose GET /getWallets serves the directory scaled to 5,000 wallets (DIRECTORY_SCALE).
  { ...base, id: 'gangway-large-directory', name: 'Fixture: a directory of 5,000 wallets', analyticsEnabled: false },
]

/**
 * Projects whose wallet directory is served scaled to this many records: the real wallets, then
 * synthetic ones "<real name> k" made by the database per query (server/seed/scaledDirectory.ts),
 * through the same route, paging, search, include and exclude. Nothing extra is seeded.
 */
export const DIRECTORY_SCALE: Readonly<Record<string, number>> = { 'gangway-large-directory': 5000 }
