import { useT } from '~/hooks/use_t'
import { shown, type KeypadMode } from '~/components/staff_desk/keypad'

type Props = {
  entry: string
  mode: KeypadMode
  onKey: (key: string) => void
  onMode: (mode: KeypadMode) => void
  onSend: () => void
  sendDisabled: boolean
}

const KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '.', '0', 'back']

/** The till's keypad for touch: large targets, the entry shown above them. */
export default function KeypadPad({ entry, mode, onKey, onMode, onSend, sendDisabled }: Props) {
  const t = useT()
  return (
    <div className="card flex flex-col gap-3">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('restaurants.till.mode')}</legend>
        {(['credit', 'amount'] as const).map((value) => (
          <label
            key={value}
            className={`flex min-h-11 flex-1 items-center justify-center gap-2 rounded border px-3 ${mode === value ? 'border-blue-700 bg-blue-50 font-semibold' : 'border-slate-300'}`}
          >
            <input
              type="radio"
              name="mode"
              value={value}
              checked={mode === value}
              onChange={() => onMode(value)}
              className="size-5"
            />
            {t(`restaurants.till.modes.${value}`)}
          </label>
        ))}
      </fieldset>
      <output
        aria-label={t('restaurants.till.entry')}
        data-testid="keypad-display"
        className="rounded bg-slate-900 px-4 py-3 text-right font-mono text-4xl text-white"
      >
        {shown(entry)}
      </output>
      <div className="grid grid-cols-3 gap-2">
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="btn-secondary min-h-14 text-2xl"
            onClick={() => onKey(key)}
            aria-label={key === 'back' ? t('restaurants.till.back') : undefined}
            disabled={key === '.' && mode === 'credit'}
          >
            {key === 'back' ? '⌫' : key}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary min-h-14 flex-1"
          onClick={() => onKey('clear')}
        >
          {t('restaurants.till.clear')}
        </button>
        <button
          type="button"
          className="btn-primary min-h-14 flex-[2] text-xl"
          onClick={onSend}
          disabled={sendDisabled}
        >
          {t('restaurants.till.deduct')}
        </button>
      </div>
    </div>
  )
}
