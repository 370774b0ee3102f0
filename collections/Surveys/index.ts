import type { CollectionConfig } from 'payload'

import { booleanCell } from '@/lib/admin/checkboxCellsInWords'
import { titledTabs } from '@/lib/admin/titledTabs'
import { stagedVersions } from '@/lib/content/publication'
import { isAdmin } from '@access/isAdmin'
import { canReadSurvey } from '@access/surveys/surveyAccess'
import { audienceFields } from '@fields/audienceFields'
import { richTextContent } from '@fields/richTextContent'
import { deleteRelated } from '@hooks/shared/deleteRelated'
import { hideDrafts } from '@hooks/shared/hideDrafts'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { publishUnlessDraft } from '@hooks/shared/publishUnlessDraft'

import { answersCsvEndpoint } from './answersCsvEndpoint'

const drafts = hideDrafts()

export const Surveys: CollectionConfig = {
  slug: 'surveys',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'isActive', 'isAnonymous', 'createdAt'],
    listSearchableFields: ['title'],
    group: 'Surveys',
    // Issue 20: each question's answers as charts, filterable, with small groups hidden.
    components: {
      views: {
        edit: {
          results: {
            Component: '/src/components/admin/surveys/SurveyResultsView#SurveyResultsView',
            path: '/results',
            tab: { label: ({ t }) => t('custom:surveys:results'), href: '/results', order: 150 },
          },
        },
      },
    },
  },
  defaultSort: '-createdAt',
  access: { read: canReadSurvey, create: isAdmin, update: isAdmin, delete: isAdmin, readVersions: isAdmin },
  versions: stagedVersions,
  endpoints: [answersCsvEndpoint],
  hooks: {
    beforeOperation: [publishUnlessDraft, drafts.beforeOperation],
    afterOperation: [drafts.afterOperation],
    afterChange: [invalidateVisitorPagesAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    beforeDelete: [
      deleteRelated([
        { collection: 'survey-responses', field: 'survey' },
        { collection: 'survey-questions', field: 'survey' },
      ]),
    ],
  },
  fields: [
    {
      // The tabs' labels name the document (see TitledTabs); Payload gives no tabs field a component.
      type: 'row',
      admin: {
        components: {
          Field: titledTabs(
            { 1: { en: 'Questions ({title})', de: 'Fragen ({title})' } },
            { en: 'Save the survey first to add its questions.', de: 'Speichern Sie die Umfrage zuerst, um Fragen hinzuzufügen.' },
          ),
        },
      },
      fields: [
        {
          type: 'tabs',
          tabs: [
            {
              label: 'Surveys',
              fields: [
                { name: 'title', type: 'text', required: true, maxLength: 300, localized: true },
                ...richTextContent({ name: 'description', maxLength: 5000, localized: true }),
                { name: 'image', type: 'upload', relationTo: 'media' },
              ],
            },
            {
              // Spec 2: questions are managed once the survey exists.
              label: 'Questions',
              admin: { condition: (data) => Boolean(data?.id) },
              fields: [
                {
                  name: 'questionList',
                  type: 'ui',
                  admin: { components: { Field: '/src/components/admin/surveys/SurveyQuestionList#SurveyQuestionList' } },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'isActive',
      label: 'Active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Inactive surveys are closed to responses.',
        components: { Cell: booleanCell({ en: 'Active', de: 'Aktiv' }, { en: 'Inactive', de: 'Inaktiv' }) },
      },
    },
    {
      name: 'isAnonymous',
      label: 'Anonymous',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Anonymous surveys store no user; others need sign-in.',
        components: { Cell: booleanCell({ en: 'Anonymous', de: 'Anonym' }, { en: 'Authenticated', de: 'Angemeldet' }) },
      },
    },
    {
      // Issue 23, item 4: members who answered compare themselves with their sector and organization type.
      name: 'isBenchmark',
      label: 'Sector benchmark',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Members who answered see how their answers compare with their sector and organization type, for groups of 5 or more.',
      },
      // An anonymous survey keeps no member, so there is no sector to compare with.
      validate: (value: unknown, { siblingData }: { siblingData: { isAnonymous?: boolean } }) =>
        value && siblingData.isAnonymous ? 'An anonymous survey cannot be a sector benchmark: it keeps no member to compare.' : true,
    },
    ...audienceFields({ notifies: false }),
  ],
}
