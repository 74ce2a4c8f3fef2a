import {
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type KeyboardEvent,
  type WheelEvent,
} from 'react'
import { usePage } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import FieldFrame, { describedBy } from './field_frame'
import {
  clampPan,
  coverScale,
  cropToFile,
  MAX_ZOOM,
  MIN_ZOOM,
  zoomedBy,
  type CropState,
} from './photo_crop'
import { fileProblem, PHOTO_TYPES, sizeInBytes } from './file_checks'
import { usePhotoCheck } from './use_photo_check'
import PhotoWarnings from './photo_warnings'

type Props = {
  id: string
  name: string
  label: string
  required?: boolean
  help?: string
  error?: string
}

const FRAME = { width: 240, height: 320 }
const START: CropState = { zoom: 1, x: 0, y: 0 }

/**
 * Pick a photo, frame the face in a modal dialog (drag, arrow keys, pinch,
 * wheel or the zoom slider; Escape cancels), and send only the cropped
 * 600×800 JPEG: the named input holds the cropped file. The framed photo is
 * checked against the photo rules, and what is wrong shows beside it.
 */
export default function PhotoField({ id, name, label, required, help, error }: Props) {
  const t = useT()
  const submitted = useRef<HTMLInputElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [crop, setCrop] = useState<CropState>(START)
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [chosenName, setChosenName] = useState<string | null>(null)
  const { maxUpload } = usePage().props as { maxUpload?: string }
  const dialog = useRef<HTMLDialogElement>(null)
  /** Pointers on the framing area: one drags, two pinch. */
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const pinch = useRef<number | null>(null)
  const photoCheck = usePhotoCheck()

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])
  /** A native modal: the page behind is inert, focus moves in and stays until it closes. */
  useEffect(() => {
    if (image && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [image])

  function choose(file: File | undefined) {
    setProblem(null)
    if (!file) return
    const found = fileProblem(file, {
      maxBytes: sizeInBytes(maxUpload ?? '5mb'),
      types: PHOTO_TYPES,
    })
    if (found) {
      setProblem(
        t(found === 'forms.errors.file_type' ? 'forms.photo.unreadable' : found, {
          max: (maxUpload ?? '5mb').toUpperCase(),
        })
      )
      if (picker.current) picker.current.value = ''
      return
    }
    const fileName = file.name
    const url = URL.createObjectURL(file)
    const element = new Image()
    element.onload = () => {
      photoCheck.prepare()
      setImage(element)
      setCrop(START)
      setChosenName(fileName)
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
    close()
    void photoCheck.check(file)
  }

  function cancel() {
    setChosenName(submitted.current?.files?.length ? chosenName : null)
    close()
  }

  function close() {
    if (image) URL.revokeObjectURL(image.src)
    dialog.current?.close()
    setImage(null)
    pointers.current.clear()
    if (picker.current) picker.current.value = ''
    picker.current?.focus()
  }

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
    if (image)
      setCrop((state) => clampPan({ ...state, zoom: zoomedBy(state, factor) }, image, FRAME))
  }

  function onWheel(event: WheelEvent) {
    zoomBy(event.deltaY < 0 ? 1.1 : 1 / 1.1)
  }

  function distance() {
    const [a, b] = [...pointers.current.values()]
    return Math.hypot(a.x - b.x, a.y - b.y)
  }

  function pan(dx: number, dy: number) {
    if (image)
      setCrop((state) => clampPan({ ...state, x: state.x + dx, y: state.y + dy }, image, FRAME))
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

  const scale = image ? coverScale(image, FRAME) * crop.zoom : 1
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      help={help}
      error={error ?? problem ?? undefined}
    >
      <input
        ref={submitted}
        name={name}
        type="file"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="flex items-center gap-4">
        {preview && (
          <img
            src={preview}
            alt={t('forms.photo.preview')}
            className="h-28 w-21 rounded border border-slate-300 object-cover"
          />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <input
            ref={picker}
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            className="field-input text-transparent file:mr-2 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-slate-900"
            aria-invalid={error || problem ? 'true' : undefined}
            aria-describedby={describedBy(
              id,
              help,
              error ?? problem ?? undefined,
              `${id}-chosen`,
              `${id}-check`
            )}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <span id={`${id}-chosen`} className="truncate text-sm text-slate-700">
            {preview && chosenName ? chosenName : t('forms.photo.none_chosen')}
          </span>
        </div>
      </div>
      <PhotoWarnings id={`${id}-check`} state={photoCheck.state} />
      {image && (
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-crop-title`}
          onCancel={(event) => {
            event.preventDefault()
            cancel()
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
                setCrop(clampPan({ ...crop, zoom: Number(event.target.value) }, image, FRAME))
              }
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
        </dialog>
      )}
    </FieldFrame>
  )
}
