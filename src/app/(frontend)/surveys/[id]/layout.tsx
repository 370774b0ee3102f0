import type { ReactNode } from 'react'

import { IslandMessages } from '@/i18n/IslandMessages'

/** The texts of the survey form in the browser. */
export default function Layout({ children }: { children: ReactNode }) {
  return <IslandMessages namespaces={['surveyForm']}>{children}</IslandMessages>
}
