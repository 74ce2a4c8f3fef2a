import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import SignaturePad from 'signature_pad'
import { useT } from '~/hooks/use_t'

export type SignatureFieldHandle = {
  /** The drawing as a PNG data URL, or null while nothing is drawn. */
  image: () => string | null
}

/**
 * A signature drawn with a finger, a pen or the mouse (signature_pad), with
 * clear and undo. The canvas follows the screen's pixel density so strokes
 * stay sharp on a tablet.
 */
type Props = {
  label: string
  /** The undo and clear buttons' words where the staff translations are not loaded (a paired desk). */
  actions?: { undo: string; clear: string }
}

const SignatureField = forwardRef<SignatureFieldHandle, Props>(function SignatureCanvas(
  { label, actions },
  ref
) {
  const t = useT()
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePad | null>(null)
  const [empty, setEmpty] = useState(true)

  useEffect(() => {
    const element = canvas.current!
    const ratio = Math.max(window.devicePixelRatio || 1, 1)
    element.width = element.offsetWidth * ratio
    element.height = element.offsetHeight * ratio
    element.getContext('2d')!.scale(ratio, ratio)
    const signature = new SignaturePad(element, { penColor: '#0f172a' })
    signature.addEventListener('endStroke', () => setEmpty(signature.isEmpty()))
    pad.current = signature
    return () => signature.off()
  }, [])

  useImperativeHandle(ref, () => ({
    image: () =>
      pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : null,
  }))

  return (
    <div>
      <p id="signature-label" className="field-label">
        {label}
      </p>
      <canvas
        ref={canvas}
        aria-labelledby="signature-label"
        data-testid="signature-pad"
        className="h-48 w-full touch-none rounded border-2 border-dashed border-slate-400 bg-white"
      />
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={empty}
          onClick={() => {
            const data = pad.current!.toData()
            data.pop()
            pad.current!.fromData(data)
            setEmpty(pad.current!.isEmpty())
          }}
        >
          {actions?.undo ?? t('collection.signature_undo')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={empty}
          onClick={() => {
            pad.current!.clear()
            setEmpty(true)
          }}
        >
          {actions?.clear ?? t('collection.signature_clear')}
        </button>
      </div>
    </div>
  )
})

export default SignatureField
