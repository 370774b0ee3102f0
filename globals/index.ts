import type { GlobalConfig } from 'payload'

import { AboutPage } from './AboutPage'
import { LiveSession } from './LiveSession'

/** The site settings admins change while the site runs (payload.config.ts; tests read them as written). */
export const globals: GlobalConfig[] = [LiveSession, AboutPage]
