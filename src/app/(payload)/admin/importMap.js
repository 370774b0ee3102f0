import { OrganizationCell as OrganizationCell_f0df66692d9472e40f1c6abdbee3edeb } from '../../../../src/components/admin/users/OrganizationCell'
import { LastOnlineCell as LastOnlineCell_3596aedb9922610d174d17dd57bf5057 } from '../../../../src/components/admin/users/LastOnlineCell'
import { NameCell as NameCell_01c59f8f6dc392841d5e50cf11178e69 } from '../../../../src/components/admin/users/NameCell'
import { CompanyTypeCell as CompanyTypeCell_659eeab298fd1aeb419a3c582fd0aec8 } from '../../../../src/components/admin/users/CompanyTypeCell'
import { JoinedCell as JoinedCell_dcbc23b9a5430efde1dd2ed672b5b71b } from '../../../../src/components/admin/users/JoinedCell'
import { AnalyticsCell as AnalyticsCell_cfab1bca907cf52259ac45f2251e7936 } from '../../../../src/components/admin/users/AnalyticsCell'
import { AnalyticsPanel as AnalyticsPanel_8c7965a0b125210c12e8d005c27047fb } from '../../../../src/components/admin/users/AnalyticsPanel'
import { ActionsCell as ActionsCell_50e474cccbfa6bfba54449e102aa3e9e } from '../../../../src/components/admin/users/ActionsCell'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/users/OrganizationCell#OrganizationCell": OrganizationCell_f0df66692d9472e40f1c6abdbee3edeb,
  "/src/components/admin/users/LastOnlineCell#LastOnlineCell": LastOnlineCell_3596aedb9922610d174d17dd57bf5057,
  "/src/components/admin/users/NameCell#NameCell": NameCell_01c59f8f6dc392841d5e50cf11178e69,
  "/src/components/admin/users/CompanyTypeCell#CompanyTypeCell": CompanyTypeCell_659eeab298fd1aeb419a3c582fd0aec8,
  "/src/components/admin/users/JoinedCell#JoinedCell": JoinedCell_dcbc23b9a5430efde1dd2ed672b5b71b,
  "/src/components/admin/users/AnalyticsCell#AnalyticsCell": AnalyticsCell_cfab1bca907cf52259ac45f2251e7936,
  "/src/components/admin/users/AnalyticsPanel#AnalyticsPanel": AnalyticsPanel_8c7965a0b125210c12e8d005c27047fb,
  "/src/components/admin/users/ActionsCell#ActionsCell": ActionsCell_50e474cccbfa6bfba54449e102aa3e9e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
