import type { ReactNode } from 'react'

import { IslandMessages } from '@/i18n/IslandMessages'

/** The texts of the password-reset request form in the browser. */
export default function Layout({ children }: { children: ReactNode }) {
  return <IslandMessages namespaces={['resetPassword']}>{children}</IslandMessages>
}
