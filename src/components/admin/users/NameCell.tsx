import Link from 'next/link'
import type { DefaultServerCellComponentProps } from 'payload'

import { adminTranslator } from '@/i18n/admin/adminTranslator'

import { userEditURL } from './adminLinks'
import { adminRouteOf, userListRow } from './listRow'
import { fullNameOf } from './userName'
import './users.scss'

/** Long addresses wrap before the @, not in the middle of a word. */
const emailWithBreak = (email: string) => {
  const at = email.indexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

/** Name column: first and last name linking to the user ('No Name'), with the e-mail below. */
export function NameCell({ i18n, payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const row = userListRow(rowData)
  const name = fullNameOf(row) || adminTranslator(i18n)('custom:users:noName')
  return (
    <div className="users-cell">
      {row.id === undefined ? (
        <span>{name}</span>
      ) : (
        <Link className="users-cell__link" href={userEditURL(adminRouteOf(payload), row.id)}>
          {name}
        </Link>
      )}
      {row.email ? <span className="users-cell__meta">{emailWithBreak(row.email)}</span> : null}
    </div>
  )
}
