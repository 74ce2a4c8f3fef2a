import drive from '@adonisjs/drive/services/main'

/**
 * Deletes these keys from the private disk (fs or S3). A file already gone
 * is counted, not an error: a run cut short and run again finds it missing.
 */
/** Returns how many were already missing. */
export async function deleteStoredFiles(keys: string[]): Promise<number> {
  const disk = drive.use()
  let missing = 0
  for (const key of keys) {
    if (await disk.exists(key)) await disk.delete(key)
    else missing += 1
  }
  return missing
}
