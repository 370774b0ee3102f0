import {
  Activity,
  Bell,
  Bookmark,
  Building2,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  Database,
  Download,
  Eye,
  Flag,
  FileArchive,
  FileText,
  FolderKanban,
  FolderOpen,
  History,
  type IconNode,
  Image,
  Inbox,
  Info,
  LayoutDashboard,
  ListChecks,
  Mail,
  MessageSquareText,
  Mic,
  MonitorPlay,
  ScrollText,
  Send,
  ServerCog,
  SquarePen,
  Star,
  Tags,
  UserPlus,
  Users,
  Vote,
} from 'lucide'

import type { AdminKey } from '@/i18n/admin/adminTranslator'
import { ADMIN_PATH_ALIASES } from '@/lib/admin/adminPaths'

export type SideMenuLink = { label: string; href: string; icon: IconNode }
export type SpecLink = { label: AdminKey; href: string; icon: IconNode }

/**
 * Spec 2's sub-routes in its order, each pointing where the spec's short path leads
 * (src/lib/admin/adminPaths.ts), so the address bar shows Payload's screen without a redirect.
 */
export const SPEC_LINKS: SpecLink[] = [
  { label: 'custom:nav:dashboard', href: ADMIN_PATH_ALIASES['']!, icon: LayoutDashboard },
  { label: 'custom:nav:events', href: ADMIN_PATH_ALIASES.events!, icon: CalendarDays },
  { label: 'custom:nav:speakers', href: ADMIN_PATH_ALIASES.speakers!, icon: Mic },
  { label: 'custom:nav:projects', href: ADMIN_PATH_ALIASES.projects!, icon: FolderKanban },
  { label: 'custom:nav:projectApplications', href: ADMIN_PATH_ALIASES['project-applications']!, icon: ClipboardList },
  { label: 'custom:nav:documents', href: ADMIN_PATH_ALIASES.documents!, icon: FileText },
  { label: 'custom:nav:surveys', href: ADMIN_PATH_ALIASES.surveys!, icon: Vote },
  { label: 'custom:nav:organizations', href: ADMIN_PATH_ALIASES.organizations!, icon: Building2 },
  { label: 'custom:nav:invitations', href: ADMIN_PATH_ALIASES.invites!, icon: Mail },
  { label: 'custom:nav:users', href: ADMIN_PATH_ALIASES.users!, icon: Users },
]

/** Icons of the other collections, listed below the spec's links; anything new gets the fallback. */
const RECORD_ICONS: Record<string, IconNode> = {
  'agenda-items': CalendarClock,
  'project-members': UserPlus,
  'project-documents': FileArchive,
  'document-versions': History,
  'survey-questions': ListChecks,
  'saved-event-dates': Bookmark,
  'agenda-interests': Star,
  'document-downloads': Download,
  tags: Tags,
  'survey-responses': MessageSquareText,
  notifications: Bell,
  'email-outbox': Send,
  'schedule-changes': History,
  media: Image,
  'live-session': MonitorPlay,
  'about-page': Info,
  'audit-log': ScrollText,
  operations: Activity,
  moderation: Flag,
  'discussion-reports': Flag,
}

export const recordIcon = (slug: string): IconNode => RECORD_ICONS[slug] ?? Database

/** The groups' icons (src/lib/admin/menuGroups.ts), shown alone when the menu is collapsed to icons. */
const GROUP_ICONS: Record<string, IconNode> = {
  content: SquarePen,
  requests: Inbox,
  activity: Eye,
  system: ServerCog,
}

export const groupIcon = (key: string): IconNode => GROUP_ICONS[key] ?? FolderOpen
