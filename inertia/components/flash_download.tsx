import { useEffect, useRef } from 'react'
import { router, usePage } from '@inertiajs/react'

/** Flash bags already taken: the first page's bag may arrive twice (page and event). */
const taken = new WeakSet<object>()

/**
 * A file asked for before the login (a mailed export link) is fetched once
 * this page is shown, by a real browser navigation: the browser downloads
 * it and the staff member stays on the page. Paths of this site only.
 */
export default function FlashDownload() {
  const { flash } = usePage()
  const first = useRef(flash)
  useEffect(() => {
    function take(bag: { download?: string }) {
      const url = bag.download
      if (taken.has(bag) || !url?.startsWith('/') || url.startsWith('//')) return
      taken.add(bag)
      window.location.assign(url)
    }
    take(first.current)
    return router.on('flash', (event) => take(event.detail.flash))
  }, [])
  return null
}
