import { useEffect, useRef, useState, type PointerEvent, type KeyboardEvent } from 'react'
import { useT } from '~/hooks/use_t'
import FieldFrame, { describedBy } from './field_frame'
import { clampPan, coverScale, cropToFile, type CropState } from './photo_crop'

type Props = { id: string; name: string; label: string; required?: boolean; help?: string; error?: string }

const FRAME = { width: 240, height: 320 }
const START: CropState = { zoom: 1, x: 0, y: 0 }

/**
 * Pick a photo, frame the face (drag or arrow keys, zoom slider), and send
 * only the cropped 600×800 JPEG: the named input holds the cropped file.
 */
export default function PhotoField({ id, name, label, required, help, error }: Props) {
  const t = useT()
  const submitted = useRef<HTMLInputElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [crop, setCrop] = useState<CropState>(START)
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const drag = useRef<{ x: number; y: number } | null>(null)

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  function choose(file: File | undefined) {
    setProblem(null)
    if (!file) return
    const url = URL.createObjectURL(file)
    const element = new Image()
    element.onload = () => {
      setImage(element)
      setCrop(START)
    }
    element.onerror = () => {
      URL.revokeObjectURL(url)
      setProblem(t('forms.photo.unreadable'))
    }
    element.src = url
  }

  async function confirm() {
    if (!image || !submitted.current) return
    const file = await cropToFile(image, crop, FRAME)
    const transfer = new DataTransfer()
    transfer.items.add(file)
    submitted.current.files = transfer.files
    setPreview(URL.createObjectURL(file))
    URL.revokeObjectURL(image.src)
    setImage(null)
    if (picker.current) picker.current.value = ''
  }

  function cancel() {
    if (image) URL.revokeObjectURL(image.src)
    setImage(null)
    if (picker.current) picker.current.value = ''
  }

  function pan(dx: number, dy: number) {
    if (image) setCrop((state) => clampPan({ ...state, x: state.x + dx, y: state.y + dy }, image, FRAME))
  }

  function onPointerMove(event: PointerEvent) {
    if (!drag.current) return
    pan(event.clientX - drag.current.x, event.clientY - drag.current.y)
    drag.current = { x: event.clientX, y: event.clientY }
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-10, 0],
      ArrowRight: [10, 0],
      ArrowUp: [0, -10],
      ArrowDown: [0, 10],
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      pan(...move)
    }
  }

  const scale = image ? coverScale(image, FRAME) * crop.zoom : 1
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={error ?? problem ?? undefined}>
      <input ref={submitted} name={name} type="file" className="hidden" tabIndex={-1} aria-hidden="true" />
      <div className="flex items-center gap-4">
        {preview && (
          <img src={preview} alt={t('forms.photo.preview')} className="h-28 w-21 rounded border border-slate-300 object-cover" />
        )}
        <input
          ref={picker}
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className="field-input"
          aria-invalid={error || problem ? 'true' : undefined}
          aria-describedby={describedBy(id, help, error ?? problem ?? undefined)}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {image && (
        <div role="dialog" aria-modal="true" aria-labelledby={`${id}-crop-title`} className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4">
          <div className="w-full max-w-sm rounded-lg bg-white p-4">
            <h2 id={`${id}-crop-title`} className="mb-1 text-lg font-semibold">
              {t('forms.photo.crop_title')}
            </h2>
            <p className="mb-3 text-sm text-slate-600">{t('forms.photo.crop_help')}</p>
            <div
              tabIndex={0}
              role="img"
              aria-label={t('forms.photo.crop_area')}
              onKeyDown={onKeyDown}
              onPointerDown={(event) => {
                drag.current = { x: event.clientX, y: event.clientY }
                event.currentTarget.setPointerCapture(event.pointerId)
              }}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              className="relative mx-auto touch-none overflow-hidden rounded border-2 border-emerald-700 bg-slate-100"
              style={{ width: FRAME.width, height: FRAME.height }}
            >
              <img
                src={image.src}
                alt=""
                draggable={false}
                className="pointer-events-none absolute top-1/2 left-1/2 max-w-none select-none"
                style={{
                  width: image.width * scale,
                  height: image.height * scale,
                  transform: `translate(calc(-50% + ${crop.x}px), calc(-50% + ${crop.y}px))`,
                }}
              />
            </div>
            <label htmlFor={`${id}-zoom`} className="field-label mt-3">
              {t('forms.photo.zoom')}
            </label>
            <input
              id={`${id}-zoom`}
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={crop.zoom}
              onChange={(event) => setCrop(clampPan({ ...crop, zoom: Number(event.target.value) }, image, FRAME))}
              className="w-full"
            />
            <div className="mt-4 flex justify-end gap-3">
              <button type="button" className="min-h-11 px-4 underline" onClick={cancel}>
                {t('actions.cancel')}
              </button>
              <button type="button" className="btn-primary" onClick={confirm}>
                {t('forms.photo.use')}
              </button>
            </div>
          </div>
        </div>
      )}
    </FieldFrame>
  )
}
