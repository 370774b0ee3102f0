/** Invitations expire after this many days; INVITATION_TTL_DAYS overrides the default of 14. */
export const invitationLifetimeDays = (): number => {
  const configured = Number(process.env.INVITATION_TTL_DAYS)
  return Number.isFinite(configured) && configured > 0 ? configured : 14
}
