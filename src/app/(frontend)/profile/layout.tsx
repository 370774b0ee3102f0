import type { ReactNode } from 'react'

import { IslandMessages } from '@/i18n/IslandMessages'

/** The texts of the profile's tabs, forms and dialogs in the browser. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <IslandMessages
      namespaces={[
        'ui',
        'profile',
        'interests',
        'organizationTypes',
        'sectors',
        'workingIn',
        'calendarFeed',
        'reminders',
        'deleteAccount',
        'security',
        'organizationAdmin',
      ]}
    >
      {children}
    </IslandMessages>
  )
}
