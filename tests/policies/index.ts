/** Every policy file, by collection and global (tests/authorization/policies.test.ts checks none is missing). */
import { aboutPage } from './about-page'
import { activitySnapshots } from './activity-snapshots'
import { agendaInterests } from './agenda-interests'
import { agendaItems } from './agenda-items'
import { auditLog } from './audit-log'
import { contactRequests } from './contact-requests'
import { directoryProfiles } from './directory-profiles'
import { discussionPosts } from './discussion-posts'
import { discussionReactions } from './discussion-reactions'
import { discussionReports } from './discussion-reports'
import { discussionSubscriptions } from './discussion-subscriptions'
import { documentDownloads } from './document-downloads'
import { documentTexts } from './document-texts'
import { documentVersions } from './document-versions'
import { documents } from './documents'
import { emailOutbox } from './email-outbox'
import { events } from './events'
import { invitations } from './invitations'
import { liveQuestionVotes } from './live-question-votes'
import { liveQuestions } from './live-questions'
import { liveSession } from './live-session'
import { media } from './media'
import { memberBlocks } from './member-blocks'
import { memberReports } from './member-reports'
import { membershipRequests } from './membership-requests'
import { notifications } from './notifications'
import { organizationDomains } from './organization-domains'
import { organizations } from './organizations'
import { passkeys } from './passkeys'
import { payloadJobs } from './payload-jobs'
import { payloadJobsStats } from './payload-jobs-stats'
import { payloadKv } from './payload-kv'
import { payloadLockedDocuments } from './payload-locked-documents'
import { payloadMigrations } from './payload-migrations'
import { payloadPreferences } from './payload-preferences'
import type { Cells, CollectionPolicy, GlobalPolicy } from './policy'
import { projectApplications } from './project-applications'
import { projectDocuments } from './project-documents'
import { projectMembers } from './project-members'
import { projects } from './projects'
import { savedEventDates } from './saved-event-dates'
import { scheduleChanges } from './schedule-changes'
import { secondSteps } from './second-steps'
import { speakers } from './speakers'
import { surveyQuestions } from './survey-questions'
import { surveyResponses } from './survey-responses'
import { surveys } from './surveys'
import { tags } from './tags'
import { users } from './users'

export const COLLECTION_POLICIES: CollectionPolicy[] = [
  activitySnapshots,
  agendaInterests,
  agendaItems,
  auditLog,
  contactRequests,
  directoryProfiles,
  discussionPosts,
  discussionReactions,
  discussionReports,
  discussionSubscriptions,
  documentDownloads,
  documentTexts,
  documentVersions,
  documents,
  events,
  invitations,
  liveQuestions,
  liveQuestionVotes,
  media,
  memberBlocks,
  memberReports,
  membershipRequests,
  emailOutbox,
  notifications,
  organizations,
  organizationDomains,
  passkeys,
  payloadJobs,
  payloadKv,
  payloadLockedDocuments,
  payloadMigrations,
  payloadPreferences,
  projectApplications,
  projectDocuments,
  projectMembers,
  projects,
  savedEventDates,
  secondSteps,
  scheduleChanges,
  speakers,
  surveyQuestions,
  surveyResponses,
  surveys,
  tags,
  users,
]
export const GLOBAL_POLICIES: GlobalPolicy[] = [aboutPage, liveSession, payloadJobsStats]

/** A collection's policy file. */
export function policyOf(slug: CollectionPolicy['slug']): CollectionPolicy {
  const policy = COLLECTION_POLICIES.find((candidate) => candidate.slug === slug)
  if (!policy) throw new Error(`No policy file for ${slug}: add tests/policies/${slug}.ts`)
  return policy
}

/** A collection's access cells, as its policy file declares them. */
export const accessOf = (slug: CollectionPolicy['slug']): CollectionPolicy['access'] => policyOf(slug).access

/** A collection's cells for one custom endpoint. */
export function endpointAccessOf(slug: CollectionPolicy['slug'], endpoint: string): Cells {
  const cells = COLLECTION_POLICIES.find((candidate) => candidate.slug === slug)?.endpoints?.[endpoint]
  if (!cells) throw new Error(`tests/policies/${slug}.ts declares no cells for ${endpoint}`)
  return cells
}

/** A collection's cells for a write that names one field. */
export function fieldAccessOf(slug: CollectionPolicy['slug'], field: string): Cells {
  const cells = COLLECTION_POLICIES.find((candidate) => candidate.slug === slug)?.fields?.[field]
  if (!cells) throw new Error(`tests/policies/${slug}.ts declares no cells for its field ${field}`)
  return cells
}

/** A global's access cells, as its policy file declares them. */
export function globalAccessOf(slug: GlobalPolicy['slug']): GlobalPolicy['access'] {
  const policy = GLOBAL_POLICIES.find((candidate) => candidate.slug === slug)
  if (!policy) throw new Error(`No policy file for ${slug}: add tests/policies/${slug}.ts`)
  return policy.access
}
