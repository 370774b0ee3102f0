import type { DefaultServerCellComponentProps } from 'payload'

import { adminTranslator } from '@/i18n/admin/adminTranslator'
import { adminEn } from '@/i18n/admin/en'

import './organizations.scss'

type OrganizationType = keyof typeof adminEn.organizations.typeBadges

/** Spec 2: the organization's type as a badge (the stored value in English, as the spec shows it). */
export function OrganizationTypeCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  const t = adminTranslator(i18n)
  if (typeof cellData !== 'string' || !cellData) return <span>{t('custom:organizations:notSpecified')}</span>
  const label = Object.hasOwn(adminEn.organizations.typeBadges, cellData)
    ? t(`custom:organizations:typeBadges:${cellData as OrganizationType}`)
    : cellData
  return <span className={`organization-type organization-type--${cellData}`}>{label}</span>
}
