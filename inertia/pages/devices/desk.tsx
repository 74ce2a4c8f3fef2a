import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import DoorScreen from '~/components/device_desk/door_screen'
import TillScreen from '~/components/device_desk/till_screen'
import CollectionScreen from '~/components/device_desk/collection_screen'
import StaffSignIn, { WorkingAs } from '~/components/device_desk/staff_sign_in'
import { readMeta, writeMeta, type DeskStaff } from '~/components/device_desk/desk_store'
import {
  DeviceRefused,
  pair,
  SYNC_EVERY_MS,
  syncOnce,
  syncState,
  type DeskSetup,
  type SyncState,
} from '~/components/device_desk/desk_sync'

/** Seconds since a moment, for "data age". */
function ageSeconds(iso: string | null, now: number) {
  return iso ? Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000)) : null
}

/**
 * The desk of a paired device, a till or a door offline-first (decisions
 * 0120, 0121): it pairs from the QR code's `#pair=` code, keeps its desk's
 * data in IndexedDB, decides locally, queues every action under a key and
 * syncs every few seconds while the network is there. The screen always
 * says online or offline, how many actions wait and how old its data is.
 * The collection desk pairs and syncs the same way but keeps no
 * credentials: it works online only.
 */
export default function Desk() {
  const t = useT()
  const [ready, setReady] = useState(false)
  const [paired, setPaired] = useState(false)
  const [pairError, setPairError] = useState(false)
  const [setup, setSetup] = useState<DeskSetup | null>(null)
  const [state, setState] = useState<SyncState>({
    online: true,
    queued: 0,
    dataAt: null,
    revoked: false,
  })
  const [now, setNow] = useState(() => Date.now())
  const [typed, setTyped] = useState('')
  const [pin, setPin] = useState<{ required: boolean; list: { id: number; name: string }[] }>({
    required: false,
    list: [],
  })
  const [staff, setStaff] = useState<DeskStaff | null>(null)
  const syncing = useRef(false)

  const refresh = useCallback(async (online: boolean, revoked = false) => {
    setState(await syncState(online, revoked))
    setSetup((await readMeta<DeskSetup>('setup')) ?? null)
    setPin({
      required: Boolean(await readMeta<boolean>('pinRequired')),
      list: (await readMeta<{ id: number; name: string }[]>('staffList')) ?? [],
    })
    setStaff((await readMeta<DeskStaff | null>('staff')) ?? null)
  }, [])

  const sync = useCallback(async () => {
    if (syncing.current) return
    syncing.current = true
    try {
      await syncOnce()
      await refresh(true)
    } catch (error) {
      await refresh(false, error instanceof DeviceRefused)
    } finally {
      syncing.current = false
    }
  }, [refresh])

  useEffect(() => {
    // Workbox's worker keeps the desk's shell for the next start without the network.
    import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }))
    ;(async () => {
      const code = new URLSearchParams(window.location.hash.slice(1)).get('pair')
      // A reload may keep the address's code: one already used (or no network) changes nothing.
      if (code && code !== (await readMeta<string>('pairedWith'))) {
        history.replaceState(null, '', window.location.pathname)
        if (!(await pair(code).catch(() => false))) setPairError(true)
      }
      setPaired(Boolean(await readMeta<string>('token')))
      await refresh(navigator.onLine)
      setReady(true)
    })()
  }, [refresh])

  useEffect(() => {
    if (!paired) return
    const first = setTimeout(sync, 0)
    const timer = setInterval(() => {
      setNow(Date.now())
      if (navigator.onLine) sync()
      else refresh(false)
    }, SYNC_EVERY_MS)
    const back = () => sync()
    window.addEventListener('online', back)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
      window.removeEventListener('online', back)
    }
  }, [paired, sync, refresh])

  async function typeCode(event: FormEvent) {
    event.preventDefault()
    const ok = await pair(typed)
    setPairError(!ok)
    if (ok) setPaired(true)
  }

  const age = ageSeconds(state.dataAt, now)
  const online = state.online && !state.revoked
  const working = paired && (!pin.required || staff !== null)
  const handOver = async () => {
    await writeMeta('staff', null)
    setStaff(null)
  }
  return (
    <main className="mx-auto max-w-2xl p-4">
      <PageTitle title={t('desk.title')} />
      <Head>
        <link rel="manifest" href="/manifest.webmanifest" />
      </Head>
      <h1 className="sr-only">{t('desk.title')}</h1>
      {paired && (
        <p
          data-testid="desk-status"
          className={`mb-3 flex flex-wrap gap-3 rounded p-2 font-semibold ${online ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
        >
          <span data-testid="desk-online">{t(online ? 'desk.online' : 'desk.offline')}</span>
          <span data-testid="desk-queued">{t('desk.queued', { count: state.queued })}</span>
          <span data-testid="desk-age">
            {age === null ? t('desk.no_data') : t('desk.data_age', { seconds: age })}
          </span>
        </p>
      )}
      {state.revoked && (
        <p role="alert" className="card mb-3 font-semibold text-red-800">
          {t('desk.revoked')}
        </p>
      )}
      {ready && !paired && (
        <form onSubmit={typeCode} className="card">
          <label htmlFor="pairing-code" className="field-label">
            {t('desk.pairing_code')}
          </label>
          <input
            id="pairing-code"
            className="field-input"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
          {pairError && (
            <p className="field-error" role="alert">
              {t('desk.pairing_refused')}
            </p>
          )}
          <button type="submit" className="btn-primary mt-2">
            {t('desk.pair')}
          </button>
        </form>
      )}
      {paired && !working && <StaffSignIn staff={pin.list} online={online} onSignedIn={setStaff} />}
      {working && staff && <WorkingAs staff={staff} onChange={handOver} />}
      {working && setup?.kind === 'door' && setup.zone && (
        <DoorScreen setup={setup} online={online} onQueued={() => refresh(online)} />
      )}
      {working && setup?.kind === 'till' && setup.restaurant && (
        <TillScreen setup={setup} online={online} onQueued={() => refresh(online)} />
      )}
      {working && setup?.kind === 'collection' && setup.collection && (
        <CollectionScreen setup={setup} online={online} />
      )}
    </main>
  )
}
