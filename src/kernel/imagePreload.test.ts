import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from './constants'
import { ImagePreloader, type PreloadImage } from './imagePreload'

function fakeImages() {
  const made: PreloadImage[] = []
  const create = () => {
    const image: PreloadImage = { onload: null, onerror: null, src: '' }
    made.push(image)
    return image
  }
  const fire = (image: PreloadImage | undefined, event: 'onload' | 'onerror') => {
    const handler = image?.[event] as (() => void) | null | undefined
    handler?.()
  }
  return { made, create, fire }
}

describe('ImagePreloader (§9: an image preload gives up after 2 s)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('requests nothing until asked, then each URL once', () => {
    const images = fakeImages()
    const preloader = new ImagePreloader(TIMINGS.imagePreloadGiveUp, images.create)
    expect(images.made).toHaveLength(0)
    preloader.preload('https://img/a')
    preloader.preload('https://img/a')
    expect(images.made.map((image) => image.src)).toEqual(['https://img/a'])
    expect(preloader.state('https://img/a')).toBe('loading')
  })

  it('an image that loads in time is loaded; one that errors is failed', () => {
    const images = fakeImages()
    const preloader = new ImagePreloader(TIMINGS.imagePreloadGiveUp, images.create)
    preloader.preload('a')
    preloader.preload('b')
    vi.advanceTimersByTime(TIMINGS.imagePreloadGiveUp - 1)
    images.fire(images.made[0], 'onload')
    images.fire(images.made[1], 'onerror')
    expect(preloader.state('a')).toBe('loaded')
    expect(preloader.state('b')).toBe('failed')
    vi.advanceTimersByTime(10)
    expect(preloader.state('a')).toBe('loaded')
  })

  it('gives up after 2 s: placeholder for good, the download stopped, a late load ignored', () => {
    const images = fakeImages()
    const preloader = new ImagePreloader(TIMINGS.imagePreloadGiveUp, images.create)
    preloader.preload('slow')
    vi.advanceTimersByTime(TIMINGS.imagePreloadGiveUp - 1)
    expect(preloader.state('slow')).toBe('loading')
    vi.advanceTimersByTime(1)
    expect(preloader.state('slow')).toBe('failed')
    expect(images.made[0]!.src).toBe('')
    images.fire(images.made[0], 'onload')
    expect(preloader.state('slow')).toBe('failed')
    preloader.preload('slow')
    expect(images.made).toHaveLength(1)
  })

  it('without an Image (server) it does nothing', () => {
    const preloader = new ImagePreloader(TIMINGS.imagePreloadGiveUp, () => undefined)
    preloader.preload('a')
    expect(preloader.state('a')).toBeUndefined()
  })
})
