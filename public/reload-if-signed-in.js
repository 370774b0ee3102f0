// A visitor page restored from the back/forward cache after the visitor signed in would show the
// visitor's header and prompts: it asks whether there is a session now and loads the page again if
// there is (src/components/site/ReloadIfSignedIn.tsx). A file of its own rather than a React
// effect: an effect is attached only after hydration, and a page left before that (a slow device,
// a quick click) came back unchanged.
window.addEventListener('pageshow', function (event) {
  if (!event.persisted) return
  fetch('/api/member-state', { cache: 'no-store' }).then(
    function (answer) {
      if (answer.ok) window.location.reload()
    },
    function () {},
  )
})
