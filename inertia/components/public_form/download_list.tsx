import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import TitledCard from '~/components/titled_card'

type Props = {
  required: string[]
  offered: string[]
  initiallyDone: string[]
  errors: Record<string, string>
  /** Called when a document is downloaded (its "must download" error no longer holds). */
  onDownload?: (name: string) => void
}

/** Documents to read before applying; the required ones are checked by the server. */
export default function DownloadList({
  required,
  offered,
  initiallyDone,
  errors,
  onDownload,
}: Props) {
  const t = useT()
  const [done, setDone] = useState(initiallyDone)
  const all = [...required, ...offered]
  if (all.length === 0) return null
  return (
    <TitledCard
      id="downloads-title"
      title={t('forms.downloads.title')}
      headingClassName="mb-1 text-lg font-semibold"
    >
      {required.length > 0 && (
        <p className="mb-3 text-sm text-slate-600">{t('forms.downloads.help')}</p>
      )}
      <ul className="flex flex-col gap-2">
        {all.map((name) => {
          const error = errors[`downloaded_${name}`]
          return (
            <li key={name}>
              <a
                href={urlFor('forms.downloads', { document: name })}
                download
                onClick={() => {
                  setDone((current) => [...current, name])
                  onDownload?.(name)
                }}
                className="inline-flex min-h-11 items-center gap-2 font-medium text-emerald-800 underline"
                aria-describedby={error ? `download-${name}-error` : undefined}
              >
                {t(`forms.downloads.${name}`)}
              </a>
              {required.includes(name) && done.includes(name) && (
                <span className="ml-2 text-sm text-emerald-800">✓ {t('forms.downloads.done')}</span>
              )}
              {error && (
                <p id={`download-${name}-error`} className="field-error">
                  {error}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </TitledCard>
  )
}
