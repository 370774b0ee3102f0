/**
 * Visitor pages may be kept in the browser's back/forward cache (they hold nothing personal).
 * One restored after the visitor has signed in would show the visitor's header and prompts, so
 * public/reload-if-signed-in.js asks whether there is a session now and loads the page again if
 * there is. A script file, loaded before the page's load event: a React effect was attached only
 * after hydration, and a page left before that came back as the visitor's (CI of a14d463).
 */
export function ReloadIfSignedIn() {
  return <script src="/reload-if-signed-in.js" async />
}
