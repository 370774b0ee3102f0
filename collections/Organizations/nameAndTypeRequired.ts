import type { PayloadRequest, SelectFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { select, text } from 'payload/shared'

import { adminTranslator } from '@/i18n/admin/adminTranslator'

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/** Spec 5's one message for either missing, in the admin's language (English outside the admin). */
const nameAndTypeRequired = (req: PayloadRequest) => adminTranslator(req.i18n)('custom:failures:nameAndTypeRequired')

/** Spec 5: an organization needs a name and a type; a missing one says 'Name and type are required', then Payload's own checks. */
export const validateOrganizationName: TextFieldSingleValidation = (value, options) =>
  blank(value) ? nameAndTypeRequired(options.req) : text(value, options)

export const validateOrganizationType: SelectFieldSingleValidation = (value, options) =>
  blank(value) ? nameAndTypeRequired(options.req) : select(value, options)
