import { makeAutoObservable, observableShallow } from 'mobx'
import { WALLET_LIST } from './constants'
import type { WalletDirectoryStore } from './stores/WalletDirectoryStore'
import type { WalletRecord } from '../protocol/walletRecord'

export type ImageState = 'loading' | 'loaded' | 'failed'

/** The part of an HTMLImageElement the preloader uses; tests pass a fake. */
export type PreloadImage = Pick<HTMLImageElement, 'onload' | 'onerror' | 'src'>

export type CreateImage = () => PreloadImage | undefined

const browserImage: CreateImage = () => (typeof Image === 'undefined' ? undefined : new Image())

/**
 * Wallet images, fetched once per URL and shared by every list (§9: an image preload gives up after 2 s).
 * A list shows an image only once it has loaded; until then, and for good after a failure or the give-up
 * time, it shows a placeholder. Nothing is requested until `preload(url)` is called.
 */
export class ImagePreloader {
  readonly states = new Map<string, ImageState>()
  private readonly giveUpMs: number
  private readonly createImage: CreateImage
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  /** Loaded images are kept, so the browser's memory cache keeps them: an <img> of the same URL costs no request. */
  private readonly kept = new Map<string, PreloadImage>()

  constructor(giveUpMs: number, createImage: CreateImage = browserImage) {
    this.giveUpMs = giveUpMs
    this.createImage = createImage
    makeAutoObservable<ImagePreloader, 'giveUpMs' | 'createImage' | 'timers' | 'kept'>(
      this,
      { states: observableShallow, giveUpMs: false, createImage: false, timers: false, kept: false },
      { autoBind: true },
    )
  }

  state(url: string): ImageState | undefined {
    return this.states.get(url)
  }

  /** Starts loading `url` unless it is already loading, loaded or given up on. */
  preload(url: string): void {
    if (this.states.has(url)) return
    const image = this.createImage()
    if (!image) return
    this.states.set(url, 'loading')
    const settle = (state: ImageState) => {
      clearTimeout(timer)
      this.timers.delete(timer)
      image.onload = null
      image.onerror = null
      this.finish(url, state)
    }
    const timer = setTimeout(() => {
      settle('failed')
      image.src = '' // stop the download
    }, this.giveUpMs)
    this.timers.add(timer)
    image.onload = () => {
      this.kept.set(url, image)
      settle('loaded')
    }
    image.onerror = () => settle('failed')
    image.src = url
  }

  /** Stops every pending give-up timer (the kit is destroyed). */
  dispose(): void {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    this.kept.clear()
  }

  private finish(url: string, state: ImageState): void {
    if (this.states.get(url) === 'loading') this.states.set(url, state)
  }
}

/** §9: images load for the first 20 wallets of a page; the others wait until they are shown. */
export function preloadFirstImages(images: ImagePreloader, directory: Pick<WalletDirectoryStore, 'imageUrl'>, records: readonly WalletRecord[]): void {
  for (const record of records.slice(0, WALLET_LIST.imagesPerPage)) {
    const url = directory.imageUrl(record)
    if (url) images.preload(url)
  }
}
