/** A browser and its system as a person names them ("Firefox", "Windows"); null when unknown. */
export type DeviceWords = { browser: string | null; os: string | null }

/**
 * Most specific first: Edge, Opera and Samsung Internet also say "Chrome",
 * Chrome also says "Safari", and every browser on iOS is Safari's engine
 * under its own name (CriOS, FxiOS, EdgiOS).
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Chrome'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

function firstMatch(userAgent: string, table: [RegExp, string][]) {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
}

/** What the session list shows of a User-Agent header: no version numbers, no device model. */
export function deviceWords(userAgent: string | null | undefined): DeviceWords {
  if (!userAgent) return { browser: null, os: null }
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) }
}
