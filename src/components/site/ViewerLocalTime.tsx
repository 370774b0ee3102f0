'use client'

import type { ComponentProps } from 'react'

import { LoadedAfterPage } from '@/components/ui/LoadedAfterPage'

import type { ViewerLocalTimeText } from './ViewerLocalTimeText'

const loadText = () => import('./ViewerLocalTimeText').then((module) => module.ViewerLocalTimeText)

/**
 * The viewer's own time beside an event's Berlin time (ViewerLocalTimeText). Only the browser
 * knows the viewer's zone, so it never was part of the first paint: it and its date formats are
 * imported once the page has loaded, not with the page's JavaScript.
 */
export function ViewerLocalTime(props: ComponentProps<typeof ViewerLocalTimeText>) {
  return <LoadedAfterPage load={loadText} props={props} />
}
