/** Spec 8's texts for organizations, shared by the server's refusal and the admin's dialog. */
export const ORGANIZATION_HAS_MEMBERS = 'This organization has members. Please remove all members before deleting.'
