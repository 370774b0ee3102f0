'use client'

import { type ComponentType, useEffect, useState } from 'react'

/**
 * A component imported once the page has loaded (nothing until then), so it is not part of any
 * page's first-load JavaScript: for what no first paint needs (toasts, the preview bar). `load`
 * is a module-level function, the same on every render.
 */
export function LoadedAfterPage<Props extends object>({ load, props }: { load: () => Promise<ComponentType<Props>>; props: Props }) {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
  useEffect(() => {
    let active = true
    void load().then((component) => active && setLoaded(() => component))
    return () => {
      active = false
    }
  }, [load])
  return Loaded ? <Loaded {...props} /> : null
}
