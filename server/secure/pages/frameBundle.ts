import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The secure site's two page scripts: the hidden login frame's and the approval frame's. */
export const PAGE_SCRIPTS = {
  frame: fileURLToPath(new URL('../frame/frameMain.ts', import.meta.url)),
  approve: fileURLToPath(new URL('../approve/approveMain.ts', import.meta.url)),
} as const

export type PageScript = keyof typeof PAGE_SCRIPTS

/** Bundles one page script (with the kit's shared protocol modules) into a browser IIFE. */
export async function bundlePageScript(name: PageScript): Promise<string> {
  const result = await build({
    entryPoints: [PAGE_SCRIPTS[name]],
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
  if (!output) throw new Error(`esbuild produced no ${name} script`)
  return output.text
}

/** Both page scripts, built once at start. */
export async function bundlePageScripts(): Promise<Record<PageScript, string>> {
  const [frame, approve] = await Promise.all([bundlePageScript('frame'), bundlePageScript('approve')])
  return { frame, approve }
}
