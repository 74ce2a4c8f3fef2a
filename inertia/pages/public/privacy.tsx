import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = {
  notice: 'policy' | 'accreditation' | 'consent'
  /** The data controller's name (the organiser); null uses the generic wording. */
  controller: string | null
  /** Where people write about their data. */
  contact: string
}

/** What each page says, in order: a data controller's duties (who, what, why, how long, rights, contact). */
const SECTIONS: Record<Props['notice'], string[]> = {
  policy: ['who', 'what', 'why', 'who_sees', 'how_long', 'rights', 'contact'],
  consent: ['what', 'minors', 'withdraw'],
  accreditation: [],
}

/** The privacy texts, from the translation files. */
export default function Privacy({ notice, controller, contact }: Props) {
  const t = useT()
  const data = { controller: controller ?? t('privacy.default_controller'), contact }
  const paragraphs = (text: string) =>
    text.split('\n\n').map((paragraph, index) => (
      <p key={index} className="mb-3 text-slate-700">
        {paragraph}
      </p>
    ))
  return (
    <article className="card">
      <PageTitle title={t(`privacy.${notice}.title`)} />
      <h1 className="mb-4 text-2xl font-bold">{t(`privacy.${notice}.title`)}</h1>
      {SECTIONS[notice].length === 0 ? (
        paragraphs(t(`privacy.${notice}.body`, data))
      ) : (
        <>
          {paragraphs(t(`privacy.${notice}.intro`, data))}
          {SECTIONS[notice].map((section) => (
            <section key={section} aria-labelledby={`privacy-${section}`}>
              <h2 id={`privacy-${section}`} className="mt-4 mb-2 text-lg font-semibold">
                {t(`privacy.${notice}.sections.${section}.title`)}
              </h2>
              {paragraphs(t(`privacy.${notice}.sections.${section}.body`, data))}
            </section>
          ))}
        </>
      )}
    </article>
  )
}
