import { useT } from '~/hooks/use_t'
import { TEXT_KINDS, type DesignElement } from '~/components/designer/design_types'
import ImageSelect from '~/components/designer/image_select'

type Props = {
  element: DesignElement | null
  images: { id: number; name: string }[]
  /** Applies a change to the selected element (one undo step). */
  onChange: (change: Partial<DesignElement>) => void
  onAlign: (edge: 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom') => void
  onRemove: () => void
}

function NumberInput(props: {
  label: string
  value: number | undefined
  step?: number
  onChange: (value: number) => void
}) {
  return (
    <label className="block text-sm">
      <span className="text-slate-600">{props.label}</span>
      <input
        type="number"
        step={props.step ?? 0.5}
        className="field-input"
        value={props.value ?? ''}
        onChange={(event) => {
          const value = Number(event.target.value)
          if (event.target.value !== '' && Number.isFinite(value)) props.onChange(value)
        }}
      />
    </label>
  )
}

/** The side panel: the selected element's place, size and look. */
export default function ElementPanel({ element, images, onChange, onAlign, onRemove }: Props) {
  const t = useT()
  if (!element) return <p className="text-sm text-slate-600">{t('designer.no_selection')}</p>
  const text = TEXT_KINDS.includes(element.kind)
  return (
    <div className="space-y-2" aria-label={t('designer.properties')} role="group">
      <h3 className="font-semibold">{t(`designer.kinds.${element.kind}`)}</h3>
      <div className="grid grid-cols-2 gap-2">
        <NumberInput label={t('designer.x')} value={element.x} onChange={(x) => onChange({ x })} />
        <NumberInput label={t('designer.y')} value={element.y} onChange={(y) => onChange({ y })} />
        <NumberInput
          label={t('designer.element_width')}
          value={element.width}
          onChange={(width) => onChange({ width })}
        />
        <NumberInput
          label={t('designer.element_height')}
          value={element.height}
          onChange={(height) => onChange({ height })}
        />
      </div>
      <div className="flex flex-wrap gap-1" role="group" aria-label={t('designer.align')}>
        {(['left', 'center', 'right', 'top', 'middle', 'bottom'] as const).map((edge) => (
          <button
            key={edge}
            type="button"
            className="btn-secondary px-2 py-1 text-xs"
            onClick={() => onAlign(edge)}
          >
            {t(`designer.align_${edge}`)}
          </button>
        ))}
      </div>
      {text && (
        <div className="grid grid-cols-2 gap-2">
          <NumberInput
            label={t('designer.font_size')}
            value={element.fontSize}
            onChange={(fontSize) => onChange({ fontSize })}
          />
          {element.kind === 'name' && (
            <NumberInput
              label={t('designer.min_font_size')}
              value={element.minFontSize}
              onChange={(minFontSize) => onChange({ minFontSize })}
            />
          )}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={element.bold ?? element.kind === 'name'}
              onChange={(event) => onChange({ bold: event.target.checked })}
            />
            {t('designer.bold')}
          </label>
          <label className="block text-sm">
            <span className="text-slate-600">{t('designer.text_align')}</span>
            <select
              className="field-input"
              value={element.align ?? 'left'}
              onChange={(event) => onChange({ align: event.target.value as 'left' })}
            >
              {(['left', 'center', 'right'] as const).map((align) => (
                <option key={align} value={align}>
                  {t(`designer.align_${align}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {(text || element.kind === 'color_box') && (
        <label className="block text-sm">
          <span className="text-slate-600">{t('designer.color')}</span>
          <input
            type="color"
            className="block h-8 w-16"
            value={element.color ?? '#0f172a'}
            onChange={(event) => onChange({ color: event.target.value })}
          />
        </label>
      )}
      {element.kind === 'text' && (
        <>
          {(['es', 'en'] as const).map((locale) => (
            <label key={locale} className="block text-sm">
              <span className="text-slate-600">{t(`designer.text_${locale}`)}</span>
              <input
                className="field-input"
                value={element.text?.[locale] ?? ''}
                maxLength={200}
                onChange={(event) =>
                  onChange({
                    text: {
                      es: element.text?.es ?? '',
                      en: element.text?.en ?? '',
                      [locale]: event.target.value,
                    },
                  })
                }
              />
            </label>
          ))}
        </>
      )}
      {element.kind === 'image' && (
        <ImageSelect
          label={t('designer.image')}
          none={t('designer.choose_image')}
          images={images}
          value={element.imageId}
          onChange={(imageId) => onChange({ imageId })}
        />
      )}
      <button type="button" className="btn-secondary text-red-700" onClick={onRemove}>
        {t('designer.remove')}
      </button>
    </div>
  )
}
