/** What one of the buttons shows and does, for a kit snapshot and the element's attributes. */
export interface ButtonContent {
  /** The visible text. */
  readonly text: string
  /** A second, quieter text before it (the balance). */
  readonly detail?: string
  /** The accessible name when the visible text alone does not say what the button does; it contains the text. */
  readonly label?: string
  /** The full value behind a shortened text (the address), as a tooltip. */
  readonly title?: string
  readonly busy?: boolean
  /** A warning sign before the text (an unsupported network); the label says it in words. */
  readonly warning?: boolean
  /** Nothing to show (the account button while disconnected). */
  readonly hidden?: boolean
  /** The modal view a click opens. */
  readonly view: 'Connect' | 'Account' | 'SwitchNetwork'
}

/** The element's attributes the content depends on (AppKit's names; HTML lowercases `loadingLabel`). */
export interface ButtonAttributes {
  readonly label: string | null
  readonly loadingLabel: string | null
  readonly balance: string | null
}
