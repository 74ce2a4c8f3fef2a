import { useT } from '~/hooks/use_t'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'

/** Who collects, as the desk's screen holds it (the server checks it as the Sign desk does). */
export type Collector = {
  name: string
  lastName: string
  type: string
  document: string
  email: string
  phone: string
  observation: string
}

export const COLLECTOR_TYPES = ['delegate', 'media', 'holder', 'other'] as const

export const emptyCollector = (): Collector => ({
  name: '',
  lastName: '',
  type: 'delegate',
  document: '',
  email: '',
  phone: '',
  observation: '',
})

/** The collector as the API takes it: an empty optional field is left out. */
export function collectorPayload(collector: Collector) {
  return Object.fromEntries(
    Object.entries(collector)
      .map(([field, value]) => [field, value.trim()])
      .filter(([, value]) => value !== '')
  )
}

type Props = {
  collector: Collector
  onChange: (collector: Collector) => void
  errors: Record<string, string>
  disabled: boolean
}

/**
 * The collector's fields. They are no form: Enter in one (a scanner's, most
 * likely) submits nothing.
 */
export default function CollectionPerson({ collector, onChange, errors, disabled }: Props) {
  const t = useT()
  const field = (name: Exclude<keyof Collector, 'type' | 'observation'>, type = 'text') => (
    <TextField
      name={`collector-${name}`}
      label={t(`desk.collection.fields.${name}`)}
      type={type}
      value={collector[name]}
      onChange={(event) => onChange({ ...collector, [name]: event.target.value })}
      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      error={errors[name]}
      disabled={disabled}
      autoComplete="off"
    />
  )
  return (
    <fieldset className="card grid gap-3 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{t('desk.collection.collector')}</legend>
      {field('name')}
      {field('lastName')}
      <SelectField
        name="collector-type"
        label={t('desk.collection.fields.type')}
        value={collector.type}
        onChange={(event) => onChange({ ...collector, type: event.target.value })}
        options={COLLECTOR_TYPES.map((type) => ({
          value: type,
          label: t(`desk.collection.types.${type}`),
        }))}
        error={errors.type}
        disabled={disabled}
      />
      {field('document')}
      {field('email', 'email')}
      {field('phone', 'tel')}
      <div className="sm:col-span-2">
        <label htmlFor="collector-observation" className="field-label">
          {t('desk.collection.fields.observation')}
        </label>
        <textarea
          id="collector-observation"
          className="field-input"
          rows={2}
          value={collector.observation}
          onChange={(event) => onChange({ ...collector, observation: event.target.value })}
          disabled={disabled}
        />
        {errors.observation && <p className="field-error">{errors.observation}</p>}
      </div>
    </fieldset>
  )
}
