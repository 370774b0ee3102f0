'use client'

import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

/**
 * A component imported once the page has loaded (nothing until then), so it is not part of any
 * page's first-load JavaScript: for what no first paint needs (toasts, the preview bar, the
 * discussions). `load` is a module-level function, the same on every render; `fallback` is what
 * the server draws and the page shows until then.
 */
export function LoadedAfterPage<Props extends object>({
  load,
  props,
  fallback = null,
}: {
  load: () => Promise<ComponentType<Props>>
  props: Props
  fallback?: ReactNode
}) {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
  useEffect(() => {
    let active = true
    void load().then((component) => active && setLoaded(() => component))
    return () => {
      active = false
    }
  }, [load])
  return Loaded ? <Loaded {...props} /> : fallback
}
