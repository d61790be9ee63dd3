import { observer } from 'mobx-react-lite'
import type { ComponentType } from 'react'
import type { KernelSlices } from '../kernel/slices/KernelSlices'
import { SkeletonRow } from './components/SkeletonRow'
import { useSlice } from './hooks/useSlice'

/** A view that renders with a kernel slice's store: at once when the slice is loaded, a skeleton row meanwhile. */
export function withSlice<K extends keyof KernelSlices, P extends { readonly store: KernelSlices[K] }>(name: K, View: ComponentType<P>): ComponentType<Omit<P, 'store'>> {
  return observer(function WithSlice(props: Omit<P, 'store'>) {
    const store = useSlice(name)
    return store ? <View {...(props as P)} store={store} /> : <SkeletonRow />
  })
}
