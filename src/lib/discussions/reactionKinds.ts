/** The reactions a post can get: a few that mean something, no emoji wall (collections/DiscussionReactions.ts). */
export const REACTIONS = ['helpful', 'plusOne'] as const
export type ReactionKind = (typeof REACTIONS)[number]
