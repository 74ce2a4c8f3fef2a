import { useState, type ChangeEvent } from 'react'
import { usePage } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import FieldFrame, { describedBy } from './field_frame'
import { DOCUMENT_TYPES, fileProblem, sizeInBytes } from './file_checks'

type Props = {
  id: string
  name: string
  label: string
  required?: boolean
  help?: string
  error?: string
}

/**
 * A PDF, PNG or JPG: checked in the browser as soon as it is chosen (size and
 * type, against the limit the server sends), so a refusal costs no upload.
 */
export default function DocumentField({ id, name, label, required, help, error }: Props) {
  const t = useT()
  const { maxUpload } = usePage().props as { maxUpload?: string }
  const [problem, setProblem] = useState<string | null>(null)

  function check(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    const found =
      file &&
      fileProblem(file, { maxBytes: sizeInBytes(maxUpload ?? '5mb'), types: DOCUMENT_TYPES })
    setProblem(found ? t(found, { max: (maxUpload ?? '5mb').toUpperCase() }) : null)
    if (found) event.target.value = ''
  }

  const shown = problem ?? error
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={shown}>
      <input
        id={id}
        name={name}
        type="file"
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        className="field-input"
        aria-invalid={shown ? 'true' : undefined}
        aria-describedby={describedBy(id, help, shown)}
        aria-required={required || undefined}
        onChange={check}
      />
    </FieldFrame>
  )
}
