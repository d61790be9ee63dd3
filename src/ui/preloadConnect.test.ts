// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ImagePreloader, type PreloadImage } from '../kernel/imagePreload'
import { KitRoot } from '../kernel/root'
import { testOptions } from '../test-support/testKit'
import { onIntent } from './preloadConnect'
import { createPreloadSchedule } from './preloadSchedule'
import { registerCoreViews, WALLET_ROWS_ENTRY } from './views/coreViews'

const DIRECTORY = Array.from({ length: 8 }, (_, n) => ({ id: `w${n}`, name: `Wallet ${n}`, image_id: `img-${n}` }))

/** GET /getWallets answers once `answer()` is called; every other call never answers. */
function heldDirectory() {
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (answer = resolve))
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => (new URL(url).pathname === '/getWallets' ? answered.then(() => new Response(JSON.stringify({ count: DIRECTORY.length, data: DIRECTORY }))) : new Promise(() => {}))),
  )
  return { answer }
}

function setup() {
  const kit = new KitRoot(testOptions())
  const requested: string[] = []
  const image = (): PreloadImage => ({
    onload: null,
    onerror: null,
    get src() {
      return ''
    },
    set src(url: string) {
      requested.push(url)
    },
  })
  registerCoreViews(kit.lazy)
  kit.lazy.provide('images', new ImagePreloader(kit.options.timings.imagePreloadGiveUp, image))
  const schedule = createPreloadSchedule()
  return { kit, requested, schedule }
}

describe('intent preloads what the first open of Connect shows', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("the images of Connect's rows load once the directory has answered, before any open: the 4 recommended, not the spares", async () => {
    const { answer } = heldDirectory()
    const { kit, requested, schedule } = setup()
    kit.prefetch()
    onIntent(kit, document.createElement('div'), { adopt: () => undefined }, schedule)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requested).toEqual([])
    answer()
    const urlOf = (n: number) => kit.wallets.imageUrl(DIRECTORY[n]!)!
    // Loading the rows' chunk is start-up work: on a busy machine it takes more than waitFor's default second.
    await vi.waitFor(() => expect(requested).toEqual(expect.arrayContaining([0, 1, 2, 3].map(urlOf))), { timeout: 10_000 })
    expect(requested).not.toContain(urlOf(4))
    expect(kit.modal.isOpen).toBe(false)
    schedule.cancel()
    kit.destroy()
  })

  it('nothing loads once the modal that scheduled it is gone', async () => {
    const { answer } = heldDirectory()
    const { kit, requested, schedule } = setup()
    kit.prefetch()
    onIntent(kit, document.createElement('div'), { adopt: () => undefined }, schedule)
    await new Promise((resolve) => setTimeout(resolve, 50))
    schedule.cancel()
    answer()
    await vi.waitFor(() => expect(kit.wallets.recommendedStatus).toBe('ready'), { timeout: 10_000 })
    await kit.lazy.load(WALLET_ROWS_ENTRY)
    expect(requested).toEqual([])
    kit.destroy()
  })
})
