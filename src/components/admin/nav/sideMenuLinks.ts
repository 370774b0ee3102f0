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
  FileArchive,
  FileText,
  FolderKanban,
  History,
  Info,
  Image,
  LayoutDashboard,
  ListChecks,
  type IconNode,
  Mail,
  MessageSquareText,
  Mic,
  ScrollText,
  MonitorPlay,
  Star,
  UserPlus,
  Users,
  Vote,
} from 'lucide'

import { ADMIN_PATH_ALIASES } from '@/lib/admin/adminPaths'

export type SideMenuLink = { label: string; href: string; icon: IconNode }

/**
 * Spec 2's sub-routes in its order, each pointing where the spec's short path leads
 * (src/lib/admin/adminPaths.ts), so the address bar shows Payload's screen without a redirect.
 */
export const SPEC_LINKS: SideMenuLink[] = [
  { label: 'Dashboard', href: ADMIN_PATH_ALIASES['']!, icon: LayoutDashboard },
  { label: 'Events', href: ADMIN_PATH_ALIASES.events!, icon: CalendarDays },
  { label: 'Speakers', href: ADMIN_PATH_ALIASES.speakers!, icon: Mic },
  { label: 'Projects', href: ADMIN_PATH_ALIASES.projects!, icon: FolderKanban },
  { label: 'Project Applications', href: ADMIN_PATH_ALIASES['project-applications']!, icon: ClipboardList },
  { label: 'Documents', href: ADMIN_PATH_ALIASES.documents!, icon: FileText },
  { label: 'Surveys', href: ADMIN_PATH_ALIASES.surveys!, icon: Vote },
  { label: 'Organizations', href: ADMIN_PATH_ALIASES.organizations!, icon: Building2 },
  { label: 'Invitations', href: ADMIN_PATH_ALIASES.invites!, icon: Mail },
  { label: 'Users', href: ADMIN_PATH_ALIASES.users!, icon: Users },
]

/** Icons of the other collections, listed below the spec's links; anything new gets the fallback. */
const RECORD_ICONS: Record<string, IconNode> = {
  'agenda-items': CalendarClock,
  'project-members': UserPlus,
  'project-documents': FileArchive,
  'survey-questions': ListChecks,
  'saved-event-dates': Bookmark,
  'agenda-interests': Star,
  'document-downloads': Download,
  'survey-responses': MessageSquareText,
  notifications: Bell,
  'schedule-changes': History,
  media: Image,
  'live-session': MonitorPlay,
  'about-page': Info,
  'audit-log': ScrollText,
  operations: Activity,
}

export const recordIcon = (slug: string): IconNode => RECORD_ICONS[slug] ?? Database
