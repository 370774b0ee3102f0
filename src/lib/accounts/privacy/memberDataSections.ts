import type { CollectionSlug, PopulateType, SelectType } from 'payload'

import type { USER_ANONYMIZED_ROWS, USER_OWNED_ROWS, USER_UNLINKED_ROWS } from './userReferences'

type UserReference = (typeof USER_OWNED_ROWS)[number] | (typeof USER_ANONYMIZED_ROWS)[number] | (typeof USER_UNLINKED_ROWS)[number]
/** 'collection.field' of each reference (distributed over the union, not crossed). */
export type UserReferenceKey = UserReference extends infer R
  ? R extends { collection: string; field: string }
    ? `${R['collection']}.${R['field']}`
    : never
  : never

export type MemberDataSection = {
  /** The section's key in the export. */
  name: string
  collection: CollectionSlug
  /** The field that points at the member. */
  field: string
  /** What of each row goes out (the reference to the member itself is implied). */
  select: SelectType
}

/**
 * One export section for every kind of row that refers to a member: the rows deleting the
 * account removes and the rows it keeps without the member. The record's type makes a
 * reference added to either list fail to compile until it has a section here.
 */
const SECTIONS: Record<UserReferenceKey, Omit<MemberDataSection, 'collection' | 'field'>> = {
  'saved-event-dates.user': { name: 'savedEventDates', select: { event: true, createdAt: true } },
  'agenda-interests.user': { name: 'agendaInterests', select: { agendaItem: true, createdAt: true } },
  'document-downloads.user': { name: 'documentDownloads', select: { document: true, projectDocument: true, createdAt: true } },
  'project-applications.user': {
    name: 'projectApplications',
    select: { project: true, message: true, status: true, createdAt: true, updatedAt: true },
  },
  'project-members.user': { name: 'projectMemberships', select: { project: true, role: true, createdAt: true } },
  'survey-responses.user': {
    name: 'surveyResponses',
    select: { survey: true, question: true, responseValue: true, createdAt: true },
  },
  'invitations.invitedBy': {
    name: 'invitationsSent',
    select: {
      email: true,
      suggestedFirstName: true,
      suggestedLastName: true,
      suggestedOrganization: true,
      suggestedWorkingIn: true,
      domains: true,
      status: true,
      createdAt: true,
      invitedAt: true,
      expiresAt: true,
      acceptedAt: true,
    },
  },
  'media.uploadedBy': {
    name: 'uploads',
    select: { alt: true, filename: true, mimeType: true, filesize: true, width: true, height: true, url: true, createdAt: true },
  },
  // The passkeys' names and dates; never their keys.
  'passkeys.user': { name: 'passkeys', select: { name: true, synced: true, lastUsedAt: true, createdAt: true } },
  // Since when an authenticator app is set up; never its key or the recovery codes' hashes.
  'second-steps.user': { name: 'authenticatorApp', select: { totpEnabledAt: true } },
  'organization-domains.requestedBy': {
    name: 'organizationDomainsAskedFor',
    select: { organization: true, domain: true, status: true, confirmationAddress: true, createdAt: true },
  },
  'organization-domains.approvedBy': {
    name: 'organizationDomainsApproved',
    select: { organization: true, domain: true, approvedAt: true },
  },
  'membership-requests.user': {
    name: 'membershipRequests',
    select: { organization: true, status: true, createdAt: true, decidedAt: true },
  },
  'membership-requests.decidedBy': { name: 'membershipRequestsDecided', select: { organization: true, status: true, decidedAt: true } },
  'organizations.createdBy': { name: 'organizationsCreated', select: { name: true, type: true, createdAt: true } },
  'projects.owner': { name: 'projectsOwned', select: { title: true, state: true, type: true, startDate: true, createdAt: true } },
  'project-members.addedBy': { name: 'projectMembersAdded', select: { project: true, user: true, role: true, createdAt: true } },
  'notifications.recipient': {
    name: 'notifications',
    select: {
      kind: true,
      project: true,
      application: true,
      event: true,
      document: true,
      invitation: true,
      discussionPost: true,
      readAt: true,
      createdAt: true,
    },
  },
  'notifications.actor': { name: 'noticesAboutYourActions', select: { kind: true, project: true, createdAt: true } },
  'directory-profiles.member': {
    name: 'peopleDirectoryProfile',
    select: {
      name: true,
      jobRole: true,
      organizationName: true,
      sector: true,
      workingIn: true,
      interests: true,
      createdAt: true,
      updatedAt: true,
    },
  },
  'contact-requests.sender': {
    name: 'contactRequestsSent',
    select: { recipient: true, message: true, status: true, createdAt: true, answeredAt: true },
  },
  'contact-requests.recipient': {
    name: 'contactRequestsReceived',
    select: { sender: true, message: true, status: true, createdAt: true, answeredAt: true },
  },
  'member-blocks.blocker': { name: 'membersYouBlocked', select: { blocked: true, createdAt: true } },
  // That someone blocked the member, never who (the blocker's own data).
  'member-blocks.blocked': { name: 'blocksOfYou', select: { createdAt: true } },
  // The documents shared with the member by name (TLP:RED): which, with their label.
  'documents.sharedWithPeople': { name: 'documentsSharedWithYou', select: { title: true, tlp: true, createdAt: true } },
  'projects.sharedWithPeople': { name: 'projectsSharedWithYou', select: { title: true, tlp: true, createdAt: true } },
  'project-documents.sharedPeople': { name: 'projectDocumentsSharedWithYou', select: { title: true, tlp: true, createdAt: true } },
  'document-versions.uploadedBy': { name: 'documentVersionsYouUploaded', select: { document: true, number: true, createdAt: true } },
  'project-documents.uploadedBy': {
    name: 'projectDocumentsYouUploaded',
    select: { title: true, project: true, tlp: true, createdAt: true },
  },
  'member-reports.reporter': { name: 'reportsYouMade', select: { reported: true, reason: true, createdAt: true } },
  // That a report about the member exists and when, never who made it or their words.
  'member-reports.reported': { name: 'reportsAboutYou', select: { createdAt: true } },
  'live-questions.author': {
    name: 'liveQuestionsAsked',
    select: { agendaItem: true, text: true, status: true, voteCount: true, createdAt: true },
  },
  'live-question-votes.voter': { name: 'liveQuestionVotes', select: { question: true, createdAt: true } },
  // Their posts as written, with their earlier versions and where each is.
  'discussion-posts.author': {
    name: 'discussionPosts',
    select: {
      event: true,
      agendaItem: true,
      document: true,
      project: true,
      replyTo: true,
      body: true,
      status: true,
      editedAt: true,
      history: true,
      createdAt: true,
    },
  },
  'discussion-reactions.member': { name: 'discussionReactions', select: { post: true, kind: true, createdAt: true } },
  'discussion-subscriptions.member': {
    name: 'discussionsFollowed',
    select: { itemKind: true, itemId: true, following: true, createdAt: true, updatedAt: true },
  },
  'discussion-reports.reporter': { name: 'discussionPostsYouReported', select: { post: true, reason: true, createdAt: true } },
  'email-outbox.user': {
    name: 'reminderAndAlertEmails',
    select: {
      kind: true,
      event: true,
      agendaItem: true,
      notice: true,
      startsAt: true,
      changes: true,
      status: true,
      sentAt: true,
      createdAt: true,
    },
  },
}

export const MEMBER_DATA_SECTIONS: MemberDataSection[] = Object.entries(SECTIONS).map(([key, section]) => {
  const [collection, field] = key.split('.') as [CollectionSlug, string]
  return { ...section, collection, field }
})

/** Related rows appear by id and a name a person recognises, not in full. */
export const RELATED_FIELDS: PopulateType = {
  events: { title: true, date: true },
  'agenda-items': { title: true, startTime: true, event: true },
  documents: { title: true },
  projects: { title: true },
  surveys: { title: true },
  'survey-questions': { questionText: true },
  organizations: { name: true },
  users: { firstName: true, lastName: true },
  notifications: { kind: true, createdAt: true },
  // Others' posts (replied to, reacted to, reported) by id and date: their words are theirs.
  'discussion-posts': { createdAt: true },
}

/**
 * Account fields that never leave the server: credentials, reset tokens, sessions, the
 * sign-in lock and Payload's bookkeeping. Payload already withholds its hidden fields; this
 * list holds regardless.
 */
export const WITHHELD_ACCOUNT_FIELDS = [
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'loginAttempts',
  'lockUntil',
  'sessions',
  '_verificationToken',
  '_verified',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
  '_strategy',
  '_sid',
  'collection',
  // Half of the private calendar address: a secret, like a password.
  'calendarFeedKey',
] as const
