'use client'

import { Link } from '@payloadcms/ui'
import { ChevronDown } from 'lucide'
import { usePathname } from 'next/navigation'
import { useId, useState } from 'react'

import { Icon } from '@/components/ui/icon'
import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { groupIcon, recordIcon, type SideMenuLink, SPEC_LINKS } from './sideMenuLinks'

/** A collection or global outside the spec's list, as the server found it visible to this admin. */
export type RecordLink = { slug: string; label: string; href: string }
/** One of the menu's groups below the spec's links (src/lib/admin/menuGroups.ts), with its records. */
export type RecordGroup = { key: string; label: string; records: RecordLink[] }

type Props = {
  groups: RecordGroup[]
  /** Collapsed to icons: each label stays the link's accessible name and becomes its tooltip. */
  iconsOnly?: boolean
  onNavigate?: () => void
}

const isCurrent = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`)

/** The group holding the page shown, if any: it is open, so the current link is in sight. */
const currentGroup = (groups: RecordGroup[], pathname: string) =>
  groups.find(({ records }) => records.some(({ href }) => isCurrent(pathname, href)))?.key

/**
 * The side menu's links: the spec's sub-routes, then the other records admins may open in
 * groups, each collapsed until opened (or while it holds the page shown).
 */
export function SideMenuLinks({ groups, iconsOnly = false, onNavigate }: Props) {
  const { t } = useAdminTranslation()
  const pathname = usePathname()
  const idPrefix = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(groups.flatMap(({ key }) => (key === currentGroup(groups, pathname) ? [key] : []))),
  )
  // Moving to a record of a closed group opens it (state adjusted while rendering, React's way).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    const group = currentGroup(groups, pathname)
    if (group && !open.has(group)) setOpen(new Set([...open, group]))
  }
  const toggle = (key: string) => {
    const next = new Set(open)
    if (!next.delete(key)) next.add(key)
    setOpen(next)
  }

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
      {groups.map(({ key, label, records }) => {
        const expanded = open.has(key)
        const listId = `${idPrefix}-${key}`
        return (
          <div key={key} className="side-menu__group">
            <button
              type="button"
              className="side-menu__link side-menu__group-toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              title={iconsOnly ? label : undefined}
              onClick={() => toggle(key)}
            >
              <Icon icon={groupIcon(key)} className="side-menu__icon" />
              <span className="side-menu__label">{label}</span>
              <Icon icon={ChevronDown} className="side-menu__icon side-menu__chevron" />
            </button>
            <ul id={listId} className="side-menu__list side-menu__group-list" aria-label={label} hidden={!expanded}>
              {records.map(({ slug, label: recordLabel, href }) => item({ label: recordLabel, href, icon: recordIcon(slug) }))}
            </ul>
          </div>
        )
      })}
    </>
  )
}
