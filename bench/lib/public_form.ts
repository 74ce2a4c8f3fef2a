import { randomUUID } from 'node:crypto'
import type autocannon from 'autocannon'
import { benchQuery } from './database.ts'

/**
 * A visitor of a public form: the cookies of one session (session, XSRF-TOKEN)
 * after loading the form page, and the downloads some forms require.
 */
export type Visitor = { cookie: string; xsrf: string }

export async function newVisitor(baseUrl: string, pagePath: string, downloads: string[] = []) {
  const jar = new Map<string, string>()
  const visit = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      redirect: 'manual',
    })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair.split('=')
      jar.set(name.trim(), value.join('='))
    }
  }
  await visit(pagePath)
  for (const document of downloads) await visit(`/forms/downloads/${document}`)
  const xsrf = jar.get('XSRF-TOKEN')
  if (!xsrf) throw new Error(`${pagePath} set no XSRF-TOKEN cookie`)
  return {
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    xsrf: decodeURIComponent(xsrf),
  } satisfies Visitor
}

export type Upload = { field: string; filename: string; contentType: string; contents: Buffer }

/** A multipart/form-data body, as a browser sends the form. */
export function multipart(fields: Record<string, string>, files: Upload[]) {
  const boundary = `----bench${randomUUID().replaceAll('-', '')}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      )
    )
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `content-type: ${file.contentType}\r\n\r\n`
      ),
      file.contents,
      Buffer.from('\r\n')
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** What a submit stores per request, counted by the response it got. */
export type SubmitOutcome = {
  accepted: number
  refused: number
  refusedSample: string[]
  /** submissionKey of every accepted request. */
  acceptedKeys: string[]
}

export function newOutcome(): SubmitOutcome {
  return { accepted: 0, refused: 0, refusedSample: [], acceptedKeys: [] }
}

/**
 * One autocannon request that submits the form again and again, each time
 * with a fresh submissionKey, in the session of one of the visitors (round
 * robin). A stored request answers 302 to the thank-you page; anything else
 * is counted as refused.
 */
export function submitRequests(options: {
  path: string
  visitors: Visitor[]
  fields: () => Record<string, string>
  files: Upload[]
  outcome: SubmitOutcome
}): autocannon.Request[] {
  let next = 0
  return [
    {
      method: 'POST',
      path: options.path,
      setupRequest: (request, context) => {
        const visitor = options.visitors[next++ % options.visitors.length]
        const submissionKey = randomUUID()
        /** The context lives until this request's response (autocannon resets it after). */
        ;(context as { submissionKey?: string }).submissionKey = submissionKey
        const { body, contentType } = multipart(
          { ...options.fields(), submissionKey },
          options.files
        )
        return {
          ...request,
          method: 'POST',
          path: options.path,
          body,
          headers: {
            'content-type': contentType,
            'cookie': visitor.cookie,
            'x-xsrf-token': visitor.xsrf,
            'accept': 'text/html',
          },
        }
      },
      onResponse: (status, body, context, headers) => {
        const location = String(headers?.location ?? headers?.Location ?? '')
        if (status === 302 && location.endsWith('/gracias')) {
          options.outcome.accepted += 1
          options.outcome.acceptedKeys.push(
            String((context as { submissionKey?: string }).submissionKey)
          )
        } else {
          options.outcome.refused += 1
          if (options.outcome.refusedSample.length < 3) {
            options.outcome.refusedSample.push(`${status} ${location} ${body.slice(0, 200)}`)
          }
        }
      },
    },
  ]
}

/**
 * The framework's floor for a submit (BENCH_FLOOR_ROUTES): one field posted
 * in a visitor's session, validated and inserted in a transaction, answered
 * by a redirect like a stored request.
 */
export function floorSubmitRequests(visitors: Visitor[], outcome: SubmitOutcome) {
  let next = 0
  return [
    {
      method: 'POST',
      path: '/__bench/floor',
      setupRequest: (request: autocannon.Request) => {
        const visitor = visitors[next++ % visitors.length]
        return {
          ...request,
          method: 'POST',
          path: '/__bench/floor',
          body: 'name=Luc%C3%ADa',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'cookie': visitor.cookie,
            'x-xsrf-token': visitor.xsrf,
            'accept': 'text/html',
          },
        }
      },
      onResponse: (status: number, body: string) => {
        if (status === 302) outcome.accepted += 1
        else {
          outcome.refused += 1
          if (outcome.refusedSample.length < 3)
            outcome.refusedSample.push(`${status} ${body.slice(0, 200)}`)
        }
      },
    },
  ] as autocannon.Request[]
}

/**
 * How many stored forms carry the keys of accepted submits: exactly one each
 * when nothing is lost or doubled (submission_key is unique).
 */
export async function storedForKeys(keys: string[]): Promise<number> {
  let total = 0
  for (let start = 0; start < keys.length; start += 1000) {
    const chunk = keys.slice(start, start + 1000)
    const [row] = await benchQuery<{ total: string | number }>(
      `select count(*) as total from forms where submission_key in (${chunk.map(() => '?').join(', ')})`,
      chunk
    )
    total += Number(row.total)
  }
  return total
}

/** What every public form asks (identity and contact), valid for the seeded data. */
export async function applicantFields() {
  const [spain] = await benchQuery<{ id: number }>("select id from countries where code = 'ES'")
  if (!spain) throw new Error('The benchmark database has no countries: was it seeded?')
  const country = String(spain.id)
  return {
    name: 'Lucía',
    lastName: 'García Benchmark',
    birthDate: '14/03/1990',
    document: 'X1234567L',
    idGender: 'woman',
    idNationality: country,
    email: 'bench@example.test',
    cellPhone: '+34 600 000 000',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    cp: '28001',
    idCountry: country,
    acceptPrivacy: 'true',
  }
}

/** Samples a process's resident memory while a run lasts: peak and mean, in MB. */
export function sampleRss(read: () => number, everyMs = 100) {
  const samples: number[] = []
  const timer = setInterval(() => {
    try {
      samples.push(read())
    } catch {
      /* the process is gone */
    }
  }, everyMs)
  return () => {
    clearInterval(timer)
    return {
      samples: samples.length,
      peakMb: Math.max(0, ...samples),
      meanMb: samples.length
        ? Math.round(samples.reduce((sum, value) => sum + value, 0) / samples.length)
        : 0,
    }
  }
}
