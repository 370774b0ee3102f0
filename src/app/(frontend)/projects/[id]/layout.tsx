import type { ReactNode } from 'react'

import { IslandMessages } from '@/i18n/IslandMessages'

/** The texts of applying to a project, in the browser. */
export default function Layout({ children }: { children: ReactNode }) {
  return <IslandMessages namespaces={['ui', 'apply']}>{children}</IslandMessages>
}
