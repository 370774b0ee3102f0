import type { Access } from 'payload'

import { hasAdminRole } from '../roles'

/** Active surveys are public; inactive ones only admins read (the page says 'Survey Closed'). */
export const canReadSurvey: Access = ({ req }) => (hasAdminRole(req.user) ? true : { isActive: { equals: true } })

/** Questions follow their survey. */
export const canReadSurveyQuestion: Access = ({ req }) => (hasAdminRole(req.user) ? true : { 'survey.isActive': { equals: true } })
