export type PrintNotice = { kind: 'error' | 'info'; text: string }

/** What a print or a send answered, said where it was asked: a failure as an alert. */
export default function PrintNoticeLine({ notice }: { notice: PrintNotice | null }) {
  if (!notice) return null
  return (
    <p
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={`mb-3 rounded px-3 py-2 ${notice.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
    >
      {notice.text}
    </p>
  )
}
