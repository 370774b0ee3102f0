import type { CollectionBeforeChangeHook } from 'payload'

/** A new question without an explicit position goes last: order index = current count. */
export const appendQuestionToSurvey: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || typeof data.orderIndex === 'number' || !data.survey) return data
  const { totalDocs } = await req.payload.count({
    collection: 'survey-questions',
    where: { survey: { equals: data.survey } },
    overrideAccess: true,
    req,
  })
  return { ...data, orderIndex: totalDocs }
}
