/**
 * The admin panel read against the specification's texts (admin-panel.md), screen by screen, on
 * one seeded app server. Each area's tests live in tests/e2e/admin/<area>.ts.
 */
import { test } from '@playwright/test'

import { registerDashboardTests } from './dashboard'
import { registerFormTests } from './forms'
import { registerListTests } from './lists'
import { registerNavigationTests } from './navigation'
import { registerOrganizationAndSpeakerTests } from './organizationsAndSpeakers'
import { registerUploadTests } from './uploads'
import { type SharedServer, useSharedServer } from '../support/sharedServer'

const server = useSharedServer()
const app = (): SharedServer => server()

test.describe('dashboard', () => registerDashboardTests(app))
test.describe('forms and toasts', () => registerFormTests(app))
test.describe('side menu', () => registerNavigationTests(app))
test.describe('organizations and speakers', () => registerOrganizationAndSpeakerTests(app))
test.describe('lists', () => registerListTests(app))
test.describe('uploads and site settings', () => registerUploadTests(app))
