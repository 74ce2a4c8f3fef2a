import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import { Disk } from 'flydrive'
import { S3Driver } from 'flydrive/drivers/s3'
// @ts-expect-error s3rver ships no types: only its constructor, run() and close() are used
import S3rver from 's3rver'

const BUCKET = 'accreditations-test'

/**
 * Runs `work` with the app's default disk on S3: an S3-compatible server
 * (s3rver, in this process, on a free loopback port) behind flydrive's own
 * S3 driver, the one production uses with DRIVE_DISK=s3. The server and
 * its files are gone afterwards.
 */
export async function onS3Disk<T>(work: (disk: Disk) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = (await server.run()) as { port: number }
  const disk = new Disk(
    new S3Driver({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      bucket: BUCKET,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      visibility: 'private',
    })
  )
  const use = drive.use
  drive.use = (() => disk) as typeof drive.use
  try {
    return await work(disk)
  } finally {
    drive.use = use
    await server.close()
    await rm(directory, { recursive: true, force: true })
  }
}
