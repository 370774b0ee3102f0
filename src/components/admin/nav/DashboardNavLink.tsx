'use client'

import { Link } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/** The spec's first side-menu entry, above Payload's collection groups. */
export function DashboardNavLink() {
  const active = usePathname() === '/admin/dashboard'
  const label = (
    <>
      {active ? <div className="nav__link-indicator" /> : null}
      <span className="nav__link-label">Dashboard</span>
    </>
  )
  return active ? (
    <div className="nav__link" id="nav-dashboard" aria-current="page">
      {label}
    </div>
  ) : (
    <Link className="nav__link" href="/admin/dashboard" id="nav-dashboard" prefetch={false}>
      {label}
    </Link>
  )
}
