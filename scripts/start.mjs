// npm start: build the package and the demo, then run the reference cloud in the foreground.
// The cloud runs in its own process group; Ctrl-C (SIGINT) and SIGTERM are forwarded to the whole group.
import { CLOUD_URLS, cloudIsUp, npmRun, runCloud, stopGroup } from './lib/index.mjs'

if (await cloudIsUp()) {
  console.log(`The Gangway cloud is already running: open ${CLOUD_URLS.demo}`)
  process.exit(0)
}

for (const script of ['build', 'build:demo']) {
  const code = await npmRun(script)
  if (code !== 0) {
    console.error(`npm run ${script} failed (exit code ${code})`)
    process.exit(code)
  }
}

let child
let exiting = false
const forward = async (signal) => {
  if (exiting) return
  exiting = true
  if (!child) process.exit(130)
  await stopGroup(child, { signal }) // the signal to the group, SIGKILL to what is left after 5 s
  process.exit(0)
}
process.on('SIGINT', () => void forward('SIGINT'))
process.on('SIGTERM', () => void forward('SIGTERM'))

let cloud
try {
  cloud = await runCloud({ onSpawn: (spawned) => (child = spawned) })
} catch (error) {
  if (exiting) await new Promise(() => {}) // a signal is stopping us; forward() exits
  console.error(error.message)
  process.exit(1)
}
console.log(`\n  Gangway demo: ${CLOUD_URLS.demo}\n  API ${CLOUD_URLS.api}   chain data ${CLOUD_URLS.chainData}\n  (Ctrl-C stops every service)\n`)
cloud.child.once('exit', (code, signal) => {
  if (exiting) return
  console.error(`the cloud stopped (${signal ?? `exit code ${code}`})`)
  void stopGroup(cloud.child).then(() => process.exit(code || 1))
})
