import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import { DATA_FOLDERS } from '#start/data_folders'

/** Where the fs disk keeps the private files: what `node ace backup` copies. */
export const PRIVATE_FILES_DIRECTORY =
  env.get('STORAGE_DIR') ??
  (app.inTest ? app.tmpPath('storage-test') : app.makePath(DATA_FOLDERS.storage))

/**
 * Applicants' photos and documents are private: the fs disk does not serve
 * files, and staff read them through an authorised route.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK'),
  services: {
    fs: services.fs({
      location: PRIVATE_FILES_DIRECTORY,
      serveFiles: false,
      visibility: 'private',
    }),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID') ?? '',
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY')?.release() ?? '',
      },
      region: env.get('S3_REGION') ?? 'auto',
      endpoint: env.get('S3_ENDPOINT'),
      bucket: env.get('S3_BUCKET') ?? '',
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
