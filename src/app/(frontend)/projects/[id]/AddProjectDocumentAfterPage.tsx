'use client'

import { LoadedAfterPage } from '@/components/ui/LoadedAfterPage'

import type { AddProjectDocument } from './AddProjectDocument'

type Props = Parameters<typeof AddProjectDocument>[0]

const load = () => import('./AddProjectDocument').then((module) => module.AddProjectDocument)

/**
 * The owners' "Add a document" form, loaded after the page: it needs JavaScript anyway (the upload
 * with its progress), and only owners get it, so no reader's first load of /projects/{id} carries it.
 */
export function AddProjectDocumentAfterPage(props: Props) {
  return <LoadedAfterPage load={load} props={props} />
}
