type Props = {
  label: string
  /** The option for no image. */
  none: string
  images: { id: number; name: string }[]
  value: number | undefined
  onChange: (imageId: number | undefined) => void
  className?: string
}

/** One of the tournament's uploaded images, by name (an element's, a side's background). */
export default function ImageSelect({ label, none, images, value, onChange, className }: Props) {
  return (
    <label className={className ?? 'block text-sm'}>
      <span className="field-label">{label}</span>
      <select
        className="field-input"
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value) || undefined)}
      >
        <option value="">{none}</option>
        {images.map((image) => (
          <option key={image.id} value={image.id}>
            {image.name}
          </option>
        ))}
      </select>
    </label>
  )
}
