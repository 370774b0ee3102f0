'use client'

import { useState, useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { toastResult } from '@/components/ui/toast'
import type { PostSubject } from '@/lib/discussions/postSubject'

import { setThreadFollowed } from './followThreadActions'

export type FollowThreadLabels = { follow: string; unfollow: string; followingNote: string }

/**
 * "Follow this discussion" / "Stop following" under a thread (issue 50, item 3): the member's
 * state as the page read it (isFollowing), changed at once and put back if the server refuses.
 * The words come from the page (discussionFollowing.*), in its language.
 */
export function FollowThreadButton({
  subject,
  following: initial,
  labels,
}: {
  subject: PostSubject
  following: boolean
  labels: FollowThreadLabels
}) {
  const [following, setFollowing] = useState(initial)
  const [pending, startTransition] = useTransition()
  const toggle = () => {
    const next = !following
    setFollowing(next)
    startTransition(async () => {
      const result = await setThreadFollowed(subject.field, subject.id, next)
      if (!result.ok) setFollowing(!next)
      toastResult(result)
    })
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="secondary" disabled={pending} onClick={toggle}>
        {following ? labels.unfollow : labels.follow}
      </Button>
      {following ? <p className="text-sm text-gray-600">{labels.followingNote}</p> : null}
    </div>
  )
}
