import Link from 'next/link'
import type { DefaultServerCellComponentProps } from 'payload'

import { userEditURL } from './adminLinks'
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

/** Name column: first and last name linking to the user, with the e-mail below. */
export function NameCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const name = fullNameOf(rowData)
  return (
    <div className="users-cell">
      <Link className="users-cell__link" href={userEditURL(payload.config.routes.admin, rowData.id)}>
        {name || 'No Name'}
      </Link>
      <span className="users-cell__meta">{emailWithBreak(rowData.email)}</span>
    </div>
  )
}
