/**
 * The admin panel read against the specification's texts (admin-panel.md), screen by screen, on
 * one seeded app server. Each area's tests live in tests/e2e/admin/<area>.ts.
 */
import { test } from '@playwright/test'

import { registerFormTests } from './admin/forms'
import { registerListTests } from './admin/lists'
import { registerNavigationTests } from './admin/navigation'
import { registerOrganizationAndSpeakerTests } from './admin/organizationsAndSpeakers'
import { registerUploadTests } from './admin/uploads'
import { type AppServer, useAppServer } from './appServer'

const server = useAppServer()
const app = (): AppServer => server()

test.describe('forms and toasts', () => registerFormTests(app))
test.describe('side menu', () => registerNavigationTests(app))
test.describe('organizations and speakers', () => registerOrganizationAndSpeakerTests(app))
test.describe('lists', () => registerListTests(app))
test.describe('uploads and site settings', () => registerUploadTests(app))
