import type { Dependent } from '@/lib/infrastructure/database/dependentRows'

/**
 * What deleting a user removes with it, whether an admin deletes the account or the member
 * does (the delete confirmations name the same data).
 */
export const USER_OWNED_ROWS = [
  { collection: 'saved-event-dates', field: 'user' },
  { collection: 'agenda-interests', field: 'user' },
  { collection: 'project-applications', field: 'user' },
  { collection: 'project-members', field: 'user' },
  { collection: 'invitations', field: 'invitedBy' },
  // The member's reminder and alert e-mails: nothing in them means anything without the member.
  { collection: 'email-outbox', field: 'user' },
  // The member's inbox: notices to them.
  { collection: 'notifications', field: 'recipient' },
  // The people directory: the member's row, their contact requests both ways (nothing in them
  // means anything without the member), their blocks both ways, and reports about them (there is
  // nobody left to act on).
  { collection: 'directory-profiles', field: 'member' },
  { collection: 'contact-requests', field: 'sender' },
  { collection: 'contact-requests', field: 'recipient' },
  { collection: 'member-blocks', field: 'blocker' },
  { collection: 'member-blocks', field: 'blocked' },
  { collection: 'member-reports', field: 'reported' },
  // The member's passkeys: a sign-in to an account that is gone.
  { collection: 'passkeys', field: 'user' },
  // Their authenticator app and recovery codes.
  { collection: 'second-steps', field: 'user' },
  // Their requests to join an organization: a request of nobody asks nothing.
  { collection: 'membership-requests', field: 'user' },
  // The questions they asked during sessions (with the votes on them): their words, gone with them.
  { collection: 'live-questions', field: 'author' },
  // Their reactions to discussion posts (the posts' counts go down with them).
  { collection: 'discussion-reactions', field: 'member' },
  // The discussions they follow (or stopped following): a choice of nobody.
  { collection: 'discussion-subscriptions', field: 'member' },
] as const satisfies Dependent[]

/**
 * Rows that stay when their user is deleted, without the user: survey answers keep the
 * survey's results whole and downloads keep the documents' counts (neither says who any
 * more), and projects, project members and images stay for everyone else.
 */
export const USER_ANONYMIZED_ROWS = [
  { collection: 'survey-responses', field: 'user' },
  { collection: 'document-downloads', field: 'user' },
  { collection: 'projects', field: 'owner' },
  { collection: 'project-members', field: 'addedBy' },
  { collection: 'media', field: 'uploadedBy' },
  // A project's file stays for the project; nobody uploaded it any more.
  { collection: 'project-documents', field: 'uploadedBy' },
  // A document's older file stays in its history; nobody uploaded it any more.
  { collection: 'document-versions', field: 'uploadedBy' },
  // The organization stays for its members; nobody is its creator any more.
  { collection: 'organizations', field: 'createdBy' },
  // Notices to others about what the member did (an application, an accepted invitation) stay, without naming them.
  { collection: 'notifications', field: 'actor' },
  // A report the member made about someone else stays for the admins, without the reporter.
  { collection: 'member-reports', field: 'reporter' },
  // An organization's e-mail domain stays with it; nobody asked for or approved it any more.
  { collection: 'organization-domains', field: 'requestedBy' },
  { collection: 'organization-domains', field: 'approvedBy' },
  // A membership request another member made stays decided; nobody decided it any more.
  { collection: 'membership-requests', field: 'decidedBy' },
  // Their votes on others' live questions stay, without them: each question's count stays its number of votes.
  { collection: 'live-question-votes', field: 'voter' },
  // Their discussion posts stay in their threads (replies and quotes keep their context), by "a former member".
  { collection: 'discussion-posts', field: 'author' },
  // A post they reported stays reported for the admins, without the reporter.
  { collection: 'discussion-reports', field: 'reporter' },
] as const satisfies Dependent[]

/**
 * Lists of people on an item that stays (the people a TLP:RED document is shared with): the
 * database takes the member off the list with the account (its link rows' ON DELETE CASCADE),
 * and the others on it keep their access. No hook: clearing the field would empty the whole list.
 */
export const USER_UNLINKED_ROWS = [
  { collection: 'documents', field: 'sharedWithPeople' },
  { collection: 'projects', field: 'sharedWithPeople' },
  { collection: 'project-documents', field: 'sharedPeople' },
] as const satisfies Dependent[]
