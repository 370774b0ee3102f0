import type { CollectionConfig } from 'payload'

import { ActivitySnapshots } from './ActivitySnapshots'
import { AgendaInterests } from './AgendaInterests'
import { AgendaItems } from './AgendaItems'
import { AuditLog } from './AuditLog'
import { ContactRequests } from './ContactRequests'
import { DirectoryProfiles } from './DirectoryProfiles'
import { DiscussionPosts } from './DiscussionPosts'
import { DiscussionReactions } from './DiscussionReactions'
import { DiscussionReports } from './DiscussionReports'
import { DiscussionSubscriptions } from './DiscussionSubscriptions'
import { DocumentDownloads } from './DocumentDownloads'
import { Documents } from './Documents'
import { DocumentTexts } from './DocumentTexts'
import { DocumentVersions } from './DocumentVersions'
import { EmailOutbox } from './EmailOutbox'
import { Events } from './Events'
import { Invitations } from './Invitations'
import { LiveQuestions } from './LiveQuestions'
import { LiveQuestionVotes } from './LiveQuestions/LiveQuestionVotes'
import { Media } from './Media'
import { MemberBlocks } from './MemberBlocks'
import { MemberReports } from './MemberReports'
import { MembershipRequests } from './MembershipRequests'
import { Notifications } from './Notifications'
import { OrganizationDomains } from './OrganizationDomains'
import { Organizations } from './Organizations'
import { Passkeys } from './Passkeys'
import { ProjectApplications } from './ProjectApplications'
import { ProjectDocuments } from './ProjectDocuments'
import { ProjectMembers } from './ProjectMembers'
import { Projects } from './Projects'
import { SavedEventDates } from './SavedEventDates'
import { ScheduleChanges } from './ScheduleChanges'
import { SecondSteps } from './SecondSteps'
import { Speakers } from './Speakers'
import { SurveyQuestions } from './SurveyQuestions'
import { SurveyResponses } from './SurveyResponses'
import { Surveys } from './Surveys'
import { Tags } from './Tags'
import { Users } from './Users'

/** Every collection, in the admin navigation's order (payload.config.ts; tests read them as written, before plugins). */
export const collections: CollectionConfig[] = [
  Events,
  Speakers,
  AgendaItems,
  LiveQuestions,
  LiveQuestionVotes,
  Projects,
  ProjectApplications,
  ProjectMembers,
  ProjectDocuments,
  Documents,
  DocumentVersions,
  DocumentTexts,
  Tags,
  Surveys,
  SurveyQuestions,
  Organizations,
  OrganizationDomains,
  MembershipRequests,
  Invitations,
  Users,
  Passkeys,
  SecondSteps,
  DirectoryProfiles,
  ContactRequests,
  MemberBlocks,
  MemberReports,
  DiscussionPosts,
  DiscussionReactions,
  DiscussionSubscriptions,
  DiscussionReports,
  SavedEventDates,
  AgendaInterests,
  DocumentDownloads,
  SurveyResponses,
  EmailOutbox,
  Notifications,
  ScheduleChanges,
  ActivitySnapshots,
  Media,
  AuditLog,
]
