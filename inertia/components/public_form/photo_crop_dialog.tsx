import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type WheelEvent,
} from 'react'
import { useT } from '~/hooks/use_t'
import { clampPan, coverScale, MAX_ZOOM, MIN_ZOOM, zoomedBy, type CropState } from './photo_crop'

/** The framing area, in CSS pixels: the photo is cut to this 3:4 frame. */
export const FRAME = { width: 240, height: 320 }

type Props = {
  id: string
  image: HTMLImageElement
  crop: CropState
  onCrop: (change: (state: CropState) => CropState) => void
  /** The field closes the dialog itself when the photo is used or the choice cancelled. */
  dialogRef: RefObject<HTMLDialogElement | null>
  onCancel: () => void
  onConfirm: () => void
}

/**
 * The modal where the face is framed: drag, arrow keys, pinch, wheel or the
 * zoom slider; Escape cancels.
 */
export default function PhotoCropDialog({
  id,
  image,
  crop,
  onCrop,
  dialogRef,
  onCancel,
  onConfirm,
}: Props) {
  const t = useT()
  /** Pointers on the framing area: one drags, two pinch. */
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const pinch = useRef<number | null>(null)

  /** A native modal: the page behind is inert, focus moves in and stays until it closes. */
  useEffect(() => {
    if (dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal()
  }, [image, dialogRef])

  /** Tab and Shift+Tab go round the dialog's controls; focus never leaves it while open. */
  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('button, input, [tabindex="0"]'),
    ]
    const [first, last] = [focusable[0], focusable.at(-1)]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  function zoomBy(factor: number) {
    onCrop((state) => clampPan({ ...state, zoom: zoomedBy(state, factor) }, image, FRAME))
  }

  function onWheel(event: WheelEvent) {
    zoomBy(event.deltaY < 0 ? 1.1 : 1 / 1.1)
  }

  function distance() {
    const [a, b] = [...pointers.current.values()]
    return Math.hypot(a.x - b.x, a.y - b.y)
  }

  function pan(dx: number, dy: number) {
    onCrop((state) => clampPan({ ...state, x: state.x + dx, y: state.y + dy }, image, FRAME))
  }

  function onPointerMove(event: PointerEvent) {
    const last = pointers.current.get(event.pointerId)
    if (!last) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size === 2) {
      const now = distance()
      if (pinch.current) zoomBy(now / pinch.current)
      pinch.current = now
    } else {
      pan(event.clientX - last.x, event.clientY - last.y)
    }
  }

  function onPointerEnd(event: PointerEvent) {
    pointers.current.delete(event.pointerId)
    pinch.current = null
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

  const scale = coverScale(image, FRAME) * crop.zoom
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-crop-title`}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      onKeyDown={trapFocus}
      className="m-auto w-full max-w-sm rounded-lg bg-white p-4 backdrop:bg-black/70"
    >
      <div>
        <h2 id={`${id}-crop-title`} className="mb-1 text-lg font-semibold">
          {t('forms.photo.crop_title')}
        </h2>
        <p className="mb-3 text-sm text-slate-600">{t('forms.photo.crop_help')}</p>
        <div
          tabIndex={0}
          role="img"
          aria-label={t('forms.photo.crop_area')}
          onKeyDown={onKeyDown}
          onWheel={onWheel}
          onPointerDown={(event) => {
            pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
            /** Keeps receiving the moves outside the frame; a pointer the browser no longer tracks has nothing to capture. */
            if (event.currentTarget.hasPointerCapture?.(event.pointerId) === false) {
              try {
                event.currentTarget.setPointerCapture(event.pointerId)
              } catch {}
            }
          }}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
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
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          onChange={(event) =>
            onCrop(() => clampPan({ ...crop, zoom: Number(event.target.value) }, image, FRAME))
          }
          className="w-full"
        />
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="min-h-11 px-4 underline" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
          <button type="button" className="btn-primary" onClick={onConfirm}>
            {t('forms.photo.use')}
          </button>
        </div>
      </div>
    </dialog>
  )
}
