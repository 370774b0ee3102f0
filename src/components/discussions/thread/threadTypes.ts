import type { ThreadPost } from '@/lib/discussions/presentPosts'
import type { ThreadAnswer } from '@/lib/discussions/threadRequest'

export type { ThreadPost }
export type ThreadView = Extract<ThreadAnswer, { kind: 'thread' }>
export type RepliesView = Extract<ThreadAnswer, { kind: 'replies' }>
