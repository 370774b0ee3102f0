/** Until a member has this many published posts, each new post of theirs waits for an admin's approval. */
export const DEFAULT_POSTS_TO_APPROVE = 1

/**
 * How many of a new member's posts an admin approves before the member's posts appear at once
 * (DISCUSSION_POSTS_TO_APPROVE, docs/configuration.md): a whole number, 0 turns the hold off;
 * anything else is the default. Read at each post, so a change needs no restart.
 */
export function postsToApprove(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.DISCUSSION_POSTS_TO_APPROVE?.trim()
  if (!value || !/^\d{1,4}$/.test(value)) return DEFAULT_POSTS_TO_APPROVE
  return Number(value)
}
