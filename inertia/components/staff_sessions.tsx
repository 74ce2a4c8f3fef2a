import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'

export type OpenSession = Data.OpenSession
export type RememberedBrowser = Data.RememberedBrowser
type Words = Pick<OpenSession, 'browser' | 'os'>

type Props = {
  sessions: OpenSession[]
  devices: RememberedBrowser[]
  /** Whose: one's own (My account) or a user an administrator looks at. */
  userId: number | null
}

/** "Firefox on Windows", in the page's language. */
function useDeviceName() {
  const t = useT()
  return ({ browser, os }: Words) =>
    t('sign_in.sessions.device', {
      browser: browser ?? t('sign_in.sessions.unknown_browser'),
      os: os ?? t('sign_in.sessions.unknown_os'),
    })
}

/** A user's open sessions and remembered browsers, each with its own "sign out". */
export default function StaffSessions({ sessions, devices, userId }: Props) {
  const t = useT()
  const date = useFormatDate()
  const name = useDeviceName()
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="mb-2 font-semibold">{t('sign_in.sessions.open_title')}</h3>
        {sessions.length === 0 ? (
          <p className="text-sm">{t('sign_in.sessions.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="open-sessions">
            {sessions.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 pb-3"
                data-current={session.current || undefined}
              >
                <div className="flex min-w-0 flex-1 flex-col text-sm">
                  <span className="font-medium">
                    {name(session)}
                    {session.current && (
                      <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
                        {t('sign_in.sessions.this_session')}
                      </span>
                    )}
                  </span>
                  <span className="text-slate-700">
                    {session.ip
                      ? t('sign_in.sessions.address', { ip: session.ip })
                      : t('sign_in.sessions.no_address')}
                    {session.remembered && ` · ${t('sign_in.sessions.remembered')}`}
                  </span>
                  <span className="text-slate-700">
                    {session.signedInAt &&
                      t('sign_in.sessions.signed_in', { date: date(session.signedInAt) })}
                    {' · '}
                    {session.lastSeenAt &&
                      t('sign_in.sessions.last_seen', { date: date(session.lastSeenAt) })}
                  </span>
                </div>
                {!session.current && (
                  <Form
                    {...(userId === null
                      ? { route: 'account.end_session', routeParams: { id: session.id } }
                      : {
                          route: 'user_sessions.end',
                          routeParams: { id: userId, session: session.id },
                        })}
                  >
                    <button type="submit" className="btn-secondary text-sm">
                      {t('sign_in.sessions.sign_out')}
                      <span className="sr-only"> {name(session)}</span>
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-1 font-semibold">
          {t(
            userId === null
              ? 'sign_in.sessions.devices_title'
              : 'sign_in.sessions.devices_title_other'
          )}
        </h3>
        <p className="mb-2 text-sm">{t('sign_in.sessions.devices_help')}</p>
        {devices.length === 0 ? (
          <p className="text-sm">
            {t(
              userId === null
                ? 'sign_in.account.no_remembered'
                : 'sign_in.sessions.no_devices_other'
            )}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="remembered-browsers">
            {devices.map((device) => {
              const label = device.browser ? name(device) : t('sign_in.sessions.a_browser')
              return (
                <li key={device.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <div className="flex min-w-0 flex-1 flex-col text-sm">
                    <span className="font-medium">
                      {label}
                      {device.current && (
                        <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
                          {t('sign_in.sessions.this_browser')}
                        </span>
                      )}
                    </span>
                    <span className="text-slate-700">
                      {t('sign_in.sessions.device_dates', {
                        created: device.createdAt ? date(device.createdAt) : '—',
                        expires: device.expiresAt ? date(device.expiresAt) : '—',
                      })}
                    </span>
                  </div>
                  <Form
                    {...(userId === null
                      ? { route: 'account.forget_device', routeParams: { id: device.id } }
                      : {
                          route: 'user_sessions.forget',
                          routeParams: { id: userId, device: device.id },
                        })}
                  >
                    <button type="submit" className="btn-secondary text-sm">
                      {t('sign_in.sessions.forget')}
                      <span className="sr-only"> {label}</span>
                    </button>
                  </Form>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </div>
  )
}
