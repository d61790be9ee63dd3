import { reaction } from 'mobx'
import type { AppKit } from '../AppKit'
import { sameData } from '../kernel/sameData'
import type { ChainNamespace } from '../kernel/types'
import { themeStyle } from '../ui/themeStyle'
import type { ButtonAttributes, ButtonContent } from './ButtonContent'
import { BUTTON_CSS } from './buttonStyles'
import { findAppKit, onAppKitCreated } from './findAppKit'
import { kitSnapshot, type KitSnapshot } from './kitSnapshot'

const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const satisfies readonly ChainNamespace[]

// On a server there is no HTMLElement; the classes must still be definable there, since importing is (never instantiating).
const ElementBase = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement

/**
 * One button bound to a kit: a real <button> in an open shadow root, kept in step with the kit's state through
 * its public getters (they are MobX-observable, as the React hooks rely on too) until the element leaves the page.
 * The kit is the `appkit` property when set, else the latest kit createAppKit made in this document.
 */
export abstract class KitElement extends ElementBase {
  static readonly observedAttributes: readonly string[] = ['disabled', 'label', 'loadinglabel', 'balance', 'namespace']

  #explicit: AppKit | undefined
  #bound: AppKit | undefined
  #snapshot: KitSnapshot | undefined
  #content: ButtonContent | undefined
  #stopFollowing: (() => void) | undefined
  #stopWatching: (() => void) | undefined
  readonly #theme: HTMLStyleElement
  readonly #button: HTMLButtonElement

  constructor() {
    super()
    const shadow = this.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent = BUTTON_CSS
    this.#theme = document.createElement('style')
    this.#button = document.createElement('button')
    this.#button.type = 'button'
    this.#button.setAttribute('part', 'button')
    this.#button.addEventListener('click', () => this.#open())
    // Pointing at or focusing the button is intent (DESIGN.md): the kit starts its remote calls then.
    this.#button.addEventListener('pointerenter', () => this.#bound?.prefetch())
    this.#button.addEventListener('focus', () => this.#bound?.prefetch())
    shadow.append(style, this.#theme, this.#button)
  }

  /** The kit this element shows; set it to bind to a kit other than the latest created. */
  get appkit(): AppKit | undefined {
    return this.#bound
  }

  set appkit(appkit: AppKit | undefined) {
    this.#explicit = appkit
    if (this.isConnected) this.#bind()
  }

  connectedCallback(): void {
    this.#bind()
  }

  disconnectedCallback(): void {
    this.#unbind()
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    // Another namespace is another account to follow.
    if (name === 'namespace' && previous !== value && this.#bound) this.#watch(this.#bound)
    else this.#paint()
  }

  /** The `namespace` attribute (AppKit's): this button shows and connects that namespace's account only. */
  #namespace(): ChainNamespace | undefined {
    const value = this.getAttribute('namespace')
    return value !== null && (NAMESPACES as readonly string[]).includes(value) ? (value as ChainNamespace) : undefined
  }

  /** What this button shows for the kit's state and its attributes. */
  protected abstract content(snapshot: KitSnapshot, attributes: ButtonAttributes): ButtonContent

  #bind(): void {
    this.#unbind()
    // Without an explicit kit, follow the latest one: one created after this element, or a replacement.
    if (!this.#explicit) this.#stopFollowing = onAppKitCreated(this.ownerDocument, (created) => this.#watch(created))
    const appkit = this.#explicit ?? findAppKit(this.ownerDocument)
    if (appkit) this.#watch(appkit)
    else this.#paint()
  }

  #watch(appkit: AppKit): void {
    this.#stopWatching?.()
    this.#bound = appkit
    this.#stopWatching = reaction(
      () => kitSnapshot(appkit, this.#namespace()),
      (snapshot) => {
        this.#snapshot = snapshot
        this.#paint()
      },
      { equals: sameData, fireImmediately: true },
    )
  }

  #unbind(): void {
    this.#stopFollowing?.()
    this.#stopWatching?.()
    this.#stopFollowing = this.#stopWatching = this.#bound = this.#snapshot = undefined
  }

  #paint(): void {
    const snapshot = this.#snapshot ?? NO_KIT
    const attributes: ButtonAttributes = { label: this.getAttribute('label'), loadingLabel: this.getAttribute('loadinglabel'), balance: this.getAttribute('balance') }
    const content = this.content(snapshot, attributes)
    this.#content = content
    const properties = Object.entries(themeStyle(snapshot.themeMode, snapshot.themeVariables))
    // On :host, so a page rule on the element (gangway-button { --gw-accent: … }) still wins.
    const css = `:host{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`
    if (this.#theme.textContent !== css) this.#theme.textContent = css
    renderButton(this.#button, content, this.hasAttribute('disabled') || !this.#bound)
  }

  #open(): void {
    const content = this.#content
    if (!this.#bound || !content || this.hasAttribute('disabled')) return
    const namespace = this.#namespace()
    void this.#bound.open({ view: content.view, ...(namespace && { namespace }) })
  }
}

/** Shown until a kit is found (the button is disabled then: it could not open anything). */
const NO_KIT: KitSnapshot = {
  status: 'disconnected',
  loading: false,
  address: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  networkName: undefined,
  unsupportedNetwork: false,
  themeMode: 'dark',
  themeVariables: {},
}

function renderButton(button: HTMLButtonElement, content: ButtonContent, disabled: boolean): void {
  const span = (className: string, text = '') => Object.assign(button.ownerDocument.createElement('span'), { className, textContent: text })
  const decoration = (className: string, text = '') => {
    const element = span(className, text)
    element.setAttribute('aria-hidden', 'true')
    return element
  }
  const parts: HTMLElement[] = []
  if (content.busy) parts.push(decoration('gw-spinner'))
  if (content.warning) parts.push(decoration('gw-warning', '⚠'))
  if (content.detail) parts.push(span('gw-detail', content.detail))
  parts.push(span('gw-text', content.text))
  button.replaceChildren(...parts)
  button.hidden = content.hidden === true
  button.disabled = disabled
  button.className = content.view === 'Connect' ? 'gw-primary' : ''
  setOrRemove(button, 'aria-label', content.label)
  setOrRemove(button, 'title', content.title)
  setOrRemove(button, 'aria-busy', content.busy ? 'true' : undefined)
}

function setOrRemove(element: Element, name: string, value: string | undefined): void {
  if (value === undefined) element.removeAttribute(name)
  else element.setAttribute(name, value)
}
