import { EngagementDashboardView as EngagementDashboardView_f95c5f91edd2f53066ad12f8cfda2856 } from '../../../../src/components/admin/dashboard/EngagementDashboardView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/dashboard/EngagementDashboardView#EngagementDashboardView": EngagementDashboardView_f95c5f91edd2f53066ad12f8cfda2856,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
