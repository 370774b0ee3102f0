import { splitLanguagePath } from '@/i18n/languagePaths'

import type { PageViewer } from './memberPageFill'
import type { MemberStateAnswer } from '../memberState/memberStateAnswer'

const PROJECT_PAGE = /^\/projects\/([1-9]\d{0,9})$/

/**
 * Who the page at this path is kept for, for this member (docs/decisions.md, "Sharing groups"):
 * the member alone when they read beyond their group or the page is one of their projects',
 * else their sharing group.
 */
export function pageViewerFor(member: MemberStateAnswer, path: string): PageViewer {
  const pathname = splitLanguagePath(path.split('?')[0]!).path
  const project = PROJECT_PAGE.exec(pathname)?.[1]
  if (member.personal || (project && member.ownedProjects.includes(Number(project)))) return { kind: 'person', member: member.member }
  return { kind: 'group', clearance: member.clearance, organization: member.organization }
}
