'use client'

import { Link } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useId } from 'react'

import { Icon } from '@/components/ui/icon'
import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { recordIcon, type SideMenuLink, SPEC_LINKS } from './sideMenuLinks'

/** A collection or global outside the spec's list, as the server found it visible to this admin. */
export type RecordLink = { slug: string; label: string; href: string }

type Props = {
  records: RecordLink[]
  /** Collapsed to icons: each label stays the link's accessible name and becomes its tooltip. */
  iconsOnly?: boolean
  onNavigate?: () => void
}

const isCurrent = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`)

/** The side menu's links: the spec's sub-routes, then the other records admins may open. */
export function SideMenuLinks({ records, iconsOnly = false, onNavigate }: Props) {
  const { t } = useAdminTranslation()
  const pathname = usePathname()
  const recordsId = useId()
  const item = ({ label, href, icon }: SideMenuLink) => (
    <li key={href}>
      <Link
        className="side-menu__link"
        href={href}
        prefetch={false}
        aria-current={isCurrent(pathname, href) ? 'page' : undefined}
        title={iconsOnly ? label : undefined}
        onClick={onNavigate}
      >
        <Icon icon={icon} className="side-menu__icon" />
        <span className="side-menu__label">{label}</span>
      </Link>
    </li>
  )
  return (
    <>
      <ul className="side-menu__list">{SPEC_LINKS.map((link) => item({ ...link, label: t(link.label) }))}</ul>
      {records.length > 0 ? (
        <>
          <p className="side-menu__section" id={recordsId}>
            {t('custom:nav:moreRecords')}
          </p>
          <ul className="side-menu__list" aria-labelledby={recordsId}>
            {records.map(({ slug, label, href }) => item({ label, href, icon: recordIcon(slug) }))}
          </ul>
        </>
      ) : null}
    </>
  )
}
