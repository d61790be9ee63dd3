import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** The project dashboard's web app (served by server/dashboard on :3007); `npm run build:demo` builds it with the demo. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
})
