import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { toast, Toaster } from 'sonner'

/** Shows the flashed notification (type + message) of each visit as a toast. */
export default function FlashToaster() {
  const { flash } = usePage().props
  useEffect(() => {
    if (!flash) return
    const show = flash.type === 'error' ? toast.error : flash.type === 'success' ? toast.success : toast
    show(flash.message)
  }, [flash])
  return <Toaster position="top-center" richColors closeButton />
}
