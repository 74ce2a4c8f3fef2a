import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = { kind: 'policy' | 'accreditation' | 'consent' }

/** The three privacy texts of SPEC §2, from the translation files. */
export default function Privacy({ kind }: Props) {
  const t = useT()
  return (
    <article className="card">
      <PageTitle title={t(`privacy.${kind}.title`)} />
      <h1 className="mb-4 text-2xl font-bold">{t(`privacy.${kind}.title`)}</h1>
      {t(`privacy.${kind}.body`)
        .split('\n\n')
        .map((paragraph, index) => (
          <p key={index} className="mb-3 text-slate-700">
            {paragraph}
          </p>
        ))}
    </article>
  )
}
