/** A text the collector accepts, ticked on its own (the Sign desk and the paired collection desk). */
export default function AcceptCheck(props: {
  label: string
  text: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        className="mt-1 size-5"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>
        <span className="font-semibold">{props.label}</span>
        <span className="block text-sm text-slate-600">{props.text}</span>
      </span>
    </label>
  )
}
