import { useT } from '~/hooks/use_t'

const STYLES: Record<string, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
}

/** Pending, approved or rejected (waiting is shown "Pending"). */
export default function StateBadge({ state }: { state: string }) {
  const t = useT()
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STYLES[state] ?? ''}`}
    >
      {t(`forms_admin.states.${state}`)}
    </span>
  )
}
