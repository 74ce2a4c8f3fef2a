import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '~/hooks/use_t'

const CameraScanner = lazy(() => import('./camera_scanner'))

type Props = {
  /** Called once per scan, in order; the next scan waits until this settles. */
  onScan: (code: string) => Promise<void> | void
  label: string
  /** Bring the focus back whenever nothing else holds it (default true). */
  keepFocus?: boolean
  /** Offer the device's camera as a second scanner. */
  camera?: boolean
  id?: string
}

/**
 * The field a keyboard-wedge scanner types into (code + Enter). The field is
 * cleared and stays usable at once: scans that arrive while an earlier one is
 * still being answered wait in a queue and are handled in order, so none is
 * lost and none needs the mouse. A camera can feed the same queue.
 */
export default function ScanField({
  onScan,
  label,
  keepFocus = true,
  camera = false,
  id = 'scan',
}: Props) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const queue = useRef<string[]>([])
  const running = useRef(false)
  const handler = useRef(onScan)
  const [pending, setPending] = useState(0)
  const [cameraOpen, setCameraOpen] = useState(false)

  useEffect(() => {
    handler.current = onScan
  }, [onScan])

  const drain = useCallback(async () => {
    if (running.current) return
    running.current = true
    try {
      while (queue.current.length > 0) {
        const code = queue.current.shift()!
        setPending(queue.current.length)
        try {
          await handler.current(code)
        } catch {
          // The page reports its own failures; the queue must keep moving.
        }
      }
    } finally {
      running.current = false
      setPending(0)
    }
  }, [])

  const enqueue = useCallback(
    (raw: string) => {
      const code = raw.trim()
      if (code === '') return
      queue.current.push(code)
      setPending(queue.current.length)
      void drain()
    },
    [drain]
  )

  // A wedge types into whatever has the focus: take it back when nothing has it.
  useEffect(() => {
    if (!keepFocus) return
    input.current?.focus()
    const refocus = () => {
      window.setTimeout(() => {
        const active = document.activeElement
        if (!active || active === document.body) input.current?.focus()
      }, 0)
    }
    document.addEventListener('focusout', refocus)
    document.addEventListener('click', refocus)
    return () => {
      document.removeEventListener('focusout', refocus)
      document.removeEventListener('click', refocus)
    }
  }, [keepFocus])

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          name={id}
          className="field-input font-mono"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            const value = event.currentTarget.value
            event.currentTarget.value = ''
            enqueue(value)
          }}
        />
        {camera && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setCameraOpen((open) => !open)}
          >
            {cameraOpen ? t('scanning.camera_close') : t('scanning.camera_open')}
          </button>
        )}
      </div>
      {pending > 0 && (
        <p className="mt-1 text-sm text-slate-600" role="status">
          {t('scanning.queued', { count: pending })}
        </p>
      )}
      {camera && cameraOpen && (
        <Suspense fallback={null}>
          <CameraScanner onCode={enqueue} onClose={() => setCameraOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
