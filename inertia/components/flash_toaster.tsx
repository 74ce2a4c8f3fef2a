import { useEffect, useRef } from 'react'
import { router, usePage } from '@inertiajs/react'
import { toast, Toaster } from 'sonner'

type Notification = { type: 'success' | 'error' | 'info'; message: string }

/** Flash bags already shown: the first page's bag may arrive twice (page and event). */
const shown = new WeakSet<object>()

function show(flash: { notification?: Notification }) {
  const notification = flash.notification
  if (!notification || shown.has(flash)) return
  shown.add(flash)
  const toastOf = notification.type === 'error' ? toast.error : notification.type === 'success' ? toast.success : toast
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
  useEffect(() => {
    show(first.current)
    return router.on('flash', (event) => show(event.detail.flash))
  }, [])
  return <Toaster position="top-center" richColors closeButton />
}
