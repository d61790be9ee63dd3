/** Props every plugin view component receives. */
export interface PluginViewProps<TStore = unknown, TArgs = unknown> {
  readonly store: TStore
  readonly args: TArgs
}
