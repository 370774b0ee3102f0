import type { CollectionConfig } from 'payload'

import { EXPORT_CONTROLS } from '@/lib/admin/exports/exportControls'
import { exportEndpoint } from '@/lib/admin/exports/exportEndpoint'
import { menuGroup } from '@/lib/admin/menuGroups'
import { publishedOptions } from '@/lib/content/publication'
import { ORGANIZATION_TYPES, optionsOf } from '@/lib/shared/enums'
import { isAdmin } from '@access/isAdmin'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { checkSurveyResponse } from '@hooks/surveys/checkSurveyResponse'
import { stampRespondentOrganization } from '@hooks/surveys/stampRespondentOrganization'

/**
 * One answer to one question. Anonymous surveys store no user; a signed-in member answers
 * each question once (unique on question and user; NULL users never collide). Members and
 * visitors answer through the survey form's submit (src/lib/surveys/answerSurvey.ts), which
 * judges the whole submission (required questions, options, ratings, lengths, limits); one row
 * at a time over REST or GraphQL could not, so creating rows there is the admins'.
 */
export const SurveyResponses: CollectionConfig = {
  slug: 'survey-responses',
  labels: { singular: 'Survey response', plural: 'Survey responses' },
  admin: {
    defaultColumns: ['survey', 'question', 'responseValue', 'user', 'createdAt'],
    group: menuGroup('activity'),
    components: { beforeListTable: [EXPORT_CONTROLS] },
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['question', 'user'], unique: true }],
  access: {
    read: isOwnerOrAdmin(),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  endpoints: [exportEndpoint('survey-responses')],
  hooks: {
    beforeChange: [checkSurveyResponse, stampRespondentOrganization],
    afterError: [explainDuplicate('You have already answered this question.')],
  },
  fields: [
    { name: 'survey', type: 'relationship', relationTo: 'surveys', required: true, index: true, filterOptions: publishedOptions() },
    {
      name: 'question',
      type: 'relationship',
      relationTo: 'survey-questions',
      required: true,
      index: true,
    },
    {
      name: 'responseValue',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      admin: {
        description: 'Multiple answers are stored as a JSON list.',
        components: { Cell: '/src/components/admin/cells/SurveyAnswerCell#SurveyAnswerCell' },
      },
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true },
    },
    {
      // The respondent's proven organization, sector and type when they answered (issue 43, item 6):
      // set by the server (hooks/surveys/stampRespondentOrganization.ts); benchmark groups read these.
      type: 'collapsible',
      label: "Respondent's organization when answering",
      admin: { initCollapsed: true },
      fields: [
        { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true, admin: { readOnly: true } },
        { name: 'organizationSector', label: 'Sector', type: 'text', maxLength: 100, index: true, admin: { readOnly: true } },
        {
          name: 'organizationType',
          label: 'Organization Type',
          type: 'select',
          options: optionsOf(ORGANIZATION_TYPES),
          index: true,
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
