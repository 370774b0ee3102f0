import MarkdownIt from 'markdown-it'

import { mentionKey } from './mentions'

/** Links a post may carry: the web and e-mail; anything else (javascript:, data:, relative paths) stays text. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i

/** What rendering a post needs to know: the mentioned members' directory entries and how to link one. */
export type RenderContext = { mentions: Map<string, number>; profilePath: (memberId: number) => string }

/**
 * The safe subset of a post's text: paragraphs and line breaks, links (web and e-mail, also
 * written bare), lists, inline and block code, and `@[Name]` mentions. markdown-it from its
 * empty preset with only those rules: no raw HTML (every `<` is escaped), nesting capped, and
 * its parsing linear in the text (tests/discussions/renderPostBody.test.ts feeds it hostile input).
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: true, breaks: true, maxNesting: 20 }).enable([
  'list',
  'code',
  'fence',
  'backticks',
  'link',
  'linkify',
  'newline',
  'escape',
])
markdown.validateLink = (url) => SAFE_LINK.test(url.trim())
markdown.linkify.set({ fuzzyEmail: true, fuzzyIP: false })

// Every link: not endorsed (nofollow), written by a member (ugc), and no access to this page (noopener).
markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  tokens[idx]!.attrSet('rel', 'nofollow ugc noopener')
  return self.renderToken(tokens, idx, options)
}

// `@[Name]`: read before `[` starts a link; at most 100 characters on one line.
markdown.inline.ruler.before('link', 'mention', (state, silent) => {
  const start = state.pos
  if (state.src.charCodeAt(start) !== 0x40 /* @ */ || state.src.charCodeAt(start + 1) !== 0x5b /* [ */) return false
  const end = state.src.slice(start + 2, Math.min(state.posMax, start + 103)).search(/[\]\n]/)
  if (end < 1 || state.src.charCodeAt(start + 2 + end) !== 0x5d /* ] */) return false
  const name = state.src.slice(start + 2, start + 2 + end).trim()
  if (!name) return false
  if (!silent) state.push('mention', '', 0).meta = { name }
  state.pos = start + 3 + end
  return true
})

markdown.renderer.rules.mention = (tokens, idx, _options, env) => {
  const context = env as RenderContext
  const name = (tokens[idx]!.meta as { name: string }).name
  const text = `@${markdown.utils.escapeHtml(name)}`
  const memberId = context.mentions.get(mentionKey(name))
  if (!memberId) return `<span class="mention">${text}</span>`
  return `<a class="mention" href="${markdown.utils.escapeHtml(context.profilePath(memberId))}">${text}</a>`
}

/** A post's text as HTML, safe to put in a page as it is. */
export function renderPostBody(body: string, context: RenderContext): string {
  return markdown.render(body, context)
}
