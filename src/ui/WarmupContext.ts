import { createContext, useContext } from 'react'

/** True inside the hidden warm-up render: components skip side effects (focus, chunk loads). */
export const WarmupContext = createContext(false)

export function useIsWarmup(): boolean {
  return useContext(WarmupContext)
}
