'use client'

import { useMemberFirstName } from './memberState'

/** The member's first name in server-rendered text (a shared page learns it in the browser), else `fallback`. */
export function MemberFirstName({ rendered, fallback }: { rendered: string | null | undefined; fallback: string }) {
  return useMemberFirstName(rendered) || fallback
}
