import { useEffect, useRef, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import FieldFrame, { describedBy } from './field_frame'
import { cropToFile, type CropState } from './photo_crop'
import PhotoCropDialog, { FRAME } from './photo_crop_dialog'
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

const START: CropState = { zoom: 1, x: 0, y: 0 }

/**
 * Pick a photo, frame the face in a modal dialog (PhotoCropDialog), and send
 * only the cropped 600×800 JPEG: the named input holds the cropped file. The
 * framed photo is checked against the photo rules, and what is wrong shows
 * beside it.
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
  const photoCheck = usePhotoCheck()

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

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
    if (picker.current) picker.current.value = ''
    picker.current?.focus()
  }

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
        <PhotoCropDialog
          id={id}
          image={image}
          crop={crop}
          onCrop={setCrop}
          dialogRef={dialog}
          onCancel={cancel}
          onConfirm={confirm}
        />
      )}
    </FieldFrame>
  )
}
