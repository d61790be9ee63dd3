export { ROOT, run, npmRun, heading, stopGroup } from './proc.mjs'
export { CHROMIUM_PATH, ensureChromium } from './chromium.mjs'
export { CLOUD_URLS, cloudStatus, cloudIsUp, runCloud } from './cloud.mjs'
export { RESULTS_DIR, countReport, runVitest } from './vitest.mjs'
