/**
 * The safe subset of a post's text (src/lib/discussions/renderPostBody.ts): what members write
 * renders as paragraphs, links, lists, code and mentions, and hostile text renders escaped and
 * fast: script tags, javascript: links, lists nested 10,000 deep, 10,000 backticks.
 */
import { describe, expect, test } from 'vitest'

import { mentionedNames } from '../../src/lib/discussions/mentions'
import { normalisePostBody } from '../../src/lib/discussions/normalisePostBody'
import { renderPostBody } from '../../src/lib/discussions/renderPostBody'

const render = (body: string, mentions = new Map<string, number>()) =>
  renderPostBody(body, { mentions, profilePath: (id) => `/people/${id}` })

/** Renders and says how long it took (ms). */
function timed(body: string) {
  const started = performance.now()
  const html = render(body)
  return { html, ms: performance.now() - started }
}

describe('the safe subset', () => {
  test('paragraphs, line breaks, lists, inline and block code', () => {
    const html = render('First line\nsecond line\n\n- one\n- two\n\n1. first\n\nUse `kubectl get`\n\n```\nplc.write(1)\n```')
    expect(html).toContain('<p>First line<br>\nsecond line</p>')
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>')
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>')
    expect(html).toContain('<code>kubectl get</code>')
    expect(html).toContain('<pre><code>plc.write(1)\n</code></pre>')
  })

  test('links: http, https and mailto only, each nofollow ugc noopener; bare addresses too', () => {
    expect(render('[spec](https://example.org/iec-62443)')).toContain(
      '<a href="https://example.org/iec-62443" rel="nofollow ugc noopener">spec</a>',
    )
    expect(render('see http://plant.example/a?b=1')).toContain('<a href="http://plant.example/a?b=1" rel="nofollow ugc noopener">')
    expect(render('[write](mailto:ot@example.org)')).toContain('href="mailto:ot@example.org"')
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '/relative',
    ])
      expect(render(`[click](${bad})`), bad).not.toContain('<a')
  })

  test('no raw HTML: tags are text', () => {
    const html = render('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">x</a>')
    expect(html).not.toMatch(/<script|<img|<a /)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  test('no headings, emphasis, images, tables or quotes: they stay text', () => {
    const html = render('# Title\n\n**bold** _it_\n\n![x](https://example.org/x.png)\n\n> quoted\n\n| a | b |\n|---|---|')
    expect(html).not.toMatch(/<h1|<strong|<em|<img|<blockquote|<table/)
  })

  test('mentions: a listed member links to their directory entry, others stay text, escaped', () => {
    const html = render('Hi @[Ada Lovelace] and @[Nobody <b>]', new Map([['ada lovelace', 7]]))
    expect(html).toContain('<a class="mention" href="/people/7">@Ada Lovelace</a>')
    expect(html).toContain('<span class="mention">@Nobody &lt;b&gt;</span>')
    expect(mentionedNames('@[Ada Lovelace] @[ada lovelace] @[Grace] @[] @[x\ny]')).toEqual(['Ada Lovelace', 'ada lovelace', 'Grace'])
  })
})

describe('hostile input', () => {
  test('lists nested 10,000 deep render escaped and fast', () => {
    const body = Array.from({ length: 2_000 }, (_, depth) => `${'  '.repeat(depth % 20)}- <b>${depth}</b>`).join('\n')
    const { html, ms } = timed(body)
    expect(html).not.toContain('<b>')
    expect(ms).toBeLessThan(500)
    const deep = timed('- '.repeat(10_000) + 'x')
    expect(deep.ms).toBeLessThan(500)
    expect((deep.html.match(/<ul>/g) ?? []).length).toBeLessThanOrEqual(20)
    const quoted = timed('> '.repeat(10_000) + '<script>x</script>')
    expect(quoted.html).not.toContain('<script')
    expect(quoted.ms).toBeLessThan(500)
  })

  test('10,000 backticks, brackets, asterisks and mentions render fast', () => {
    for (const body of [
      '`'.repeat(10_000),
      '`a'.repeat(5_000),
      '['.repeat(10_000),
      '[a]('.repeat(2_500),
      '*'.repeat(10_000),
      '@['.repeat(5_000),
      `@[${'a'.repeat(9_990)}`,
      'http://'.repeat(1_400),
      '<'.repeat(10_000),
      '\\'.repeat(10_000),
      `${' '.repeat(9_000)}x`,
    ]) {
      const { html, ms } = timed(body)
      expect(ms, body.slice(0, 12)).toBeLessThan(500)
      expect(html).not.toMatch(/<(script|img|iframe)/)
    }
  })

  test('the text is bounded and normalised before it is parsed', () => {
    expect(normalisePostBody('  a\r\nb\u0000\u202E\n\n\n\n\nc  ')).toBe('a\nb\n\n\nc')
    expect(() => normalisePostBody(' \n\t ')).toThrow()
    expect(() => normalisePostBody('x'.repeat(10_001))).toThrow(/10,000/)
    // Far too long is refused unread (no normalising of 1 MB).
    const started = performance.now()
    expect(() => normalisePostBody(' '.repeat(1_000_000))).toThrow()
    expect(performance.now() - started).toBeLessThan(50)
    // Trailing spaces on a long line: linear, not the quadratic backtracking of /[ \t]+$/m.
    const spaces = performance.now()
    normalisePostBody(`${' '.repeat(39_000)}x`)
    expect(performance.now() - spaces).toBeLessThan(100)
  })
})
