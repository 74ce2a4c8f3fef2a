import { useEffect, useRef, useState } from 'react'
import { router, usePage } from '@inertiajs/react'

type Notification = { type: 'success' | 'error' | 'info'; message: string }
type Sonner = typeof import('sonner')

/** The toast library is fetched with the first notification: most public visits never show one. */
let loading: Promise<Sonner> | undefined
const loadSonner = () => (loading ??= import('sonner'))

/** Flash bags already taken: the first page's bag may arrive twice (page and event). */
const taken = new WeakSet<object>()

function toastWith(sonner: Sonner, notification: Notification) {
  const { toast } = sonner
  const toastOf =
    notification.type === 'error'
      ? toast.error
      : notification.type === 'success'
        ? toast.success
        : toast
  toastOf(notification.message)
}

/**
 * Shows each response's flashed notification as a toast. Flash data is not
 * kept in the browser's history, so going Back does not show it again.
 */
export default function FlashToaster() {
  const { flash } = usePage()
  /** Later responses' bags arrive as events; the first page's is read once here. */
  const first = useRef(flash)
  const [sonner, setSonner] = useState<Sonner | null>(null)
  /** Notifications that arrived before the library and its Toaster were there. */
  const waiting = useRef<Notification[]>([])
  const loaded = useRef<Sonner | null>(null)

  useEffect(() => {
    function take(bag: { notification?: Notification }) {
      const notification = bag.notification
      if (!notification || taken.has(bag)) return
      taken.add(bag)
      if (loaded.current) return toastWith(loaded.current, notification)
      waiting.current.push(notification)
      void loadSonner().then(setSonner)
    }
    take(first.current)
    return router.on('flash', (event) => take(event.detail.flash))
  }, [])

  /** Runs once the Toaster below has mounted and subscribed, so no toast is lost. */
  useEffect(() => {
    if (!sonner) return
    loaded.current = sonner
    for (const notification of waiting.current.splice(0)) toastWith(sonner, notification)
  }, [sonner])

  return sonner ? <sonner.Toaster position="top-center" richColors closeButton /> : null
}
