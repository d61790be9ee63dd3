import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const ENTRY = fileURLToPath(new URL('../frame/frameMain.ts', import.meta.url))

/** Bundles the frame page's script (frame/frameMain.ts and the kit's frameEvents.ts) into one browser IIFE. */
export async function bundleFrameScript(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild produced no frame script')
  return output.text
}
