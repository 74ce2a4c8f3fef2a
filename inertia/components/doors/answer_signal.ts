/**
 * The answer said without looking: a high beep and one short vibration for
 * admit, two low beeps and a long double vibration for deny. Both are best
 * effort (a browser without sound or vibration just shows the colour).
 */
let context: AudioContext | null = null

function beep(frequency: number, start: number, length: number) {
  if (!context) return
  const oscillator = context.createOscillator()
  const gain = context.createGain()
  oscillator.frequency.value = frequency
  gain.gain.value = 0.2
  oscillator.connect(gain).connect(context.destination)
  oscillator.start(context.currentTime + start)
  oscillator.stop(context.currentTime + start + length)
}

export function signalAnswer(verdict: 'admit' | 'deny') {
  try {
    context ??= new AudioContext()
    if (verdict === 'admit') beep(1320, 0, 0.15)
    else {
      beep(330, 0, 0.2)
      beep(330, 0.3, 0.2)
    }
  } catch {
    // No sound on this device.
  }
  navigator.vibrate?.(verdict === 'admit' ? 80 : [250, 120, 250])
}
