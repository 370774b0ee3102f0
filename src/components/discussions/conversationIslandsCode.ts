/**
 * The conversation islands' code, one import for the three (ConversationIslands.tsx): each
 * dynamic import adds its own loader to every page that refers to it.
 */
export { LiveQuestions } from '@/components/liveQuestions/LiveQuestions'
export { AgendaItemDiscussions } from './thread/AgendaItemDiscussions'
export { DiscussionThreadIsland } from './thread/DiscussionThreadIsland'
