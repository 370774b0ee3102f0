import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { optionsOf, QUESTION_TYPES } from '@/lib/shared/enums'
import { isAdmin } from '@access/isAdmin'
import { canReadSurveyQuestion } from '@access/surveys/surveyAccess'
import { deleteRelated } from '@hooks/shared/deleteRelated'
import { hideDrafts } from '@hooks/shared/hideDrafts'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { appendQuestionToSurvey } from '@hooks/surveys/appendQuestionToSurvey'
import { dropBlankOptions } from '@hooks/surveys/dropBlankOptions'

import { moveQuestionEndpoint } from './moveQuestionEndpoint'

// A draft survey's questions are as hidden as the survey.
const drafts = hideDrafts('survey')

export const SurveyQuestions: CollectionConfig = {
  slug: 'survey-questions',
  // Spec 8 says 'Question created successfully'; the menu keeps 'Survey questions'.
  labels: { singular: 'Question', plural: 'Survey questions' },
  admin: {
    useAsTitle: 'questionText',
    defaultColumns: ['questionText', 'survey', 'questionType', 'orderIndex', 'isRequired'],
    group: menuGroup('content'),
  },
  defaultSort: 'orderIndex',
  indexes: [{ fields: ['survey', 'orderIndex'] }],
  access: { read: canReadSurveyQuestion, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeOperation: [drafts.beforeOperation],
    afterOperation: [drafts.afterOperation],
    afterChange: [invalidateVisitorPagesAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    beforeValidate: [dropBlankOptions],
    beforeChange: [appendQuestionToSurvey],
    beforeDelete: [deleteRelated([{ collection: 'survey-responses', field: 'question' }])],
  },
  endpoints: [moveQuestionEndpoint],
  fields: [
    { name: 'survey', type: 'relationship', relationTo: 'surveys', required: true, index: true },
    { name: 'questionText', label: 'Question', type: 'textarea', required: true, maxLength: 2000, localized: true },
    {
      name: 'questionType',
      type: 'select',
      required: true,
      defaultValue: 'multiple_choice',
      options: optionsOf(QUESTION_TYPES),
    },
    {
      name: 'options',
      type: 'array',
      admin: { condition: (data) => data?.questionType === 'multiple_choice' },
      labels: { singular: 'Option', plural: 'Options' },
      // Spec 5: one option input to start with; blank ones are dropped on save.
      defaultValue: [{ label: '' }],
      fields: [{ name: 'label', type: 'text', maxLength: 500, localized: true }],
      validate: (value: unknown, { siblingData }: { siblingData: { questionType?: string } }) =>
        siblingData.questionType !== 'multiple_choice' || (Array.isArray(value) && value.length > 0)
          ? true
          : 'A multiple choice question needs at least one option.',
    },
    {
      name: 'allowMultipleAnswers',
      type: 'checkbox',
      defaultValue: false,
      admin: { condition: (data) => data?.questionType === 'multiple_choice' },
    },
    {
      name: 'orderIndex',
      type: 'number',
      min: 0,
      admin: { step: 1, position: 'sidebar', description: 'Zero-based; new questions go last.' },
    },
    { name: 'isRequired', label: 'Required', type: 'checkbox', defaultValue: true },
  ],
}
