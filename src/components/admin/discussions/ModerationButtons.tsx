'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import type { ModerationAct, PostStatus } from '@/lib/discussions/moderation/moderationActs'

import { restRequest } from '../restRequest'

/** Which acts a post in this state offers (the server refuses the others all the same). */
const ACTS_FOR: Record<PostStatus, ModerationAct[]> = {
  waiting: ['approve', 'hide', 'delete', 'warn'],
  published: ['hide', 'approve', 'delete', 'warn'],
  hidden: ['restore', 'delete', 'warn'],
  deleted: ['approve'],
}

/**
 * The queue's buttons for one post: each calls POST /api/discussion-reports/queue/:id with its
 * act; all are disabled while one runs, so a click acts once; the queue is read again after.
 */
export function ModerationButtons({ postId, status, hasAuthor }: { postId: number; status: PostStatus; hasAuthor: boolean }) {
  const { t } = useAdminTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState<ModerationAct | null>(null)
  const act = async (chosen: ModerationAct) => {
    setBusy(chosen)
    try {
      const answer = await restRequest<{ message: string }>(`/api/discussion-reports/queue/${postId}`, {
        method: 'post',
        body: { act: chosen },
      })
      toast.success(answer.message)
      router.refresh()
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(null)
    }
  }
  const acts = ACTS_FOR[status].filter((chosen) => chosen !== 'warn' || hasAuthor)
  return (
    <div className="moderation-queue__actions">
      {acts.map((chosen) => {
        const label = t(`custom:moderation:${chosen}`)
        return (
          <Button
            key={chosen}
            buttonStyle={chosen === 'delete' ? 'error' : chosen === 'approve' || chosen === 'restore' ? 'primary' : 'secondary'}
            size="small"
            margin={false}
            disabled={busy !== null}
            onClick={() => act(chosen)}
            aria-label={t('custom:moderation:actOn', { act: label, id: postId })}
          >
            {busy === chosen ? t('custom:moderation:working') : label}
          </Button>
        )
      })}
    </div>
  )
}
