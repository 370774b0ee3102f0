/**
 * The lint rule that keeps text in the catalogues (eslint.config.mjs, TEXT_IN_CATALOGUES): run
 * with the project's own configuration on code as it would sit in a translated file.
 */
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

const lint = async (code: string) => {
  const eslint = new ESLint({ cwd: process.cwd() })
  const [result] = await eslint.lintText(code, { filePath: 'src/components/site/Sample.tsx' })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line)
}

test('literal text in JSX, read attributes and page metadata is refused; translated text, class names and the empty alt of a decorative image pass', async () => {
  const refused = await lint(
    [
      "import { publicPageMetadata } from '@/lib/reach/pageMetadata'",
      "export const generateMetadata = () => publicPageMetadata({ title: 'Events', path: '/events' })",
      'export const A = () => <p>Hello</p>',
      'export const B = () => <button aria-label="Close menu" />',
      'export const C = () => <img alt="Logo" src="/a.png" />',
      "export const D = () => <span title={'Sign in'} />",
      'export const E = (props: { name: string }) => <span aria-label={`Profile of ${props.name}`} />',
      "export const F = () => <p>{'Loading'}</p>",
    ].join('\n'),
  )
  expect(refused).toEqual([2, 3, 4, 5, 6, 7, 8])
  const passed = await lint(
    [
      "import { getTranslations } from '@/i18n/translations'",
      'export async function G() {',
      '  const t = await getTranslations()',
      "  return <p className={'text-sm'} aria-label={t('site.language')}>{t('site.signOut')} · 2026 {'·'}<img alt=\"\" src=\"/a.png\" /></p>",
      '}',
    ].join('\n'),
  )
  expect(passed).toEqual([])
})
