import { useEffect, useState } from 'react'
import { prefersReducedMotion } from '../../kernel/environment'

export type TransitionState = 'open' | 'closing' | 'closed'

/** Keeps a closing element mounted for its exit animation; reduced motion removes it at once. */
export function useExitTransition(open: boolean, durationMs: number): TransitionState {
  const [closing, setClosing] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    setClosing(!open && !prefersReducedMotion())
  }
  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(() => setClosing(false), durationMs)
    return () => clearTimeout(timer)
  }, [closing, durationMs])
  if (open) return 'open'
  return closing ? 'closing' : 'closed'
}
