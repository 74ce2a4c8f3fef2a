import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import TitledCard from '~/components/titled_card'

export type ConsentEntry = {
  kind: 'privacy' | 'guardian'
  version: string
  textKey: string | null
  locale: string
  guardianName: string | null
  acceptedAt: string
}

export type Retention = { purgeOn: string | null; purgedAt: string | null; erasedAt: string | null }

type Props = { consents: ConsentEntry[]; retention: Retention }

/**
 * What the applicant (and a minor's guardian) agreed to, in which words and
 * language, and when the request's files and identity data go.
 */
export default function PrivacyCard({ consents, retention }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <TitledCard id="privacy-title" title={t('privacy_admin.card.title')}>
      {consents.length === 0 ? (
        <p className="text-sm text-slate-600">{t('privacy_admin.card.no_consent')}</p>
      ) : (
        <ul className="flex flex-col gap-3 text-sm" data-testid="consents">
          {consents.map((consent) => (
            <li key={`${consent.kind}-${consent.acceptedAt}`}>
              <p className="font-medium">
                {consent.kind === 'guardian'
                  ? t('privacy_admin.card.guardian', { name: consent.guardianName ?? '' })
                  : t('privacy_admin.card.applicant')}
              </p>
              <p className="text-slate-600">
                {t('privacy_admin.card.accepted', {
                  version: consent.version,
                  language: t(`privacy_admin.languages.${consent.locale}`),
                  at: formatDate(consent.acceptedAt),
                })}
              </p>
              {consent.textKey && (
                <blockquote className="mt-1 border-l-2 border-slate-300 pl-3 text-slate-700">
                  {t(consent.textKey)}
                </blockquote>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-700" data-testid="retention">
        {retention.erasedAt
          ? t('privacy_admin.card.erased', { at: formatDate(retention.erasedAt) })
          : retention.purgedAt
            ? t('privacy_admin.card.purged', { at: formatDate(retention.purgedAt) })
            : retention.purgeOn
              ? t('privacy_admin.card.purge_on', {
                  date: formatDate(`${retention.purgeOn}T12:00:00Z`, { time: false }),
                })
              : t('privacy_admin.card.no_purge_date')}
      </p>
    </TitledCard>
  )
}
