/** What a member's invitation naming an admin's field is refused with. */
export const ADMIN_INVITATION_FIELDS_REFUSED = "Only admins can set an invitation's company domains or suggested organization."
