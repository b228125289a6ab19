/** The upload queue's texts (not in the spec). */
export const uploadQueueTexts = {
  heading: 'Add Several Lectures',
  intro: 'Drop every video of the course at once: each becomes a lecture, uploaded in order.',
  picker: 'Videos',
  empty: 'No videos queued yet.',
  titleLabel: (file: string) => `Title of ${file}`,
  descriptionLabel: (file: string) => `Description of ${file}`,
  progressLabel: (file: string) => `Upload progress of ${file}`,
  remove: 'Remove',
  removeLabel: (file: string) => `Remove ${file}`,
  cancel: 'Cancel upload',
  upload: (count: number) => (count === 1 ? 'Upload 1 lecture' : `Upload ${count} lectures`),
  uploading: 'Uploading...',
  done: 'Back to the lectures',
  oneAtATime: 'Add one lecture instead',
  several: 'Adding several? Upload them all at once',
  status: { waiting: 'Waiting', uploading: 'Uploading', added: 'Added', failed: 'Failed', cancelled: 'Cancelled' },
  refused: (names: string[]) => `Not a video we take (MP4, WEBM or MOV): ${names.join(', ')}`,
  emptyFiles: (names: string[]) => `Empty (0 bytes), so not queued: ${names.join(', ')}`,
  missing: (fields: string[]) => `Add ${fields.join(' and ')} before uploading.`,
  incomplete: (count: number) =>
    count === 1
      ? 'Nothing was uploaded: 1 lecture is missing details. Fill them in, then upload again.'
      : `Nothing was uploaded: ${count} lectures are missing details. Fill them in, then upload again.`,
  leaveTitle: 'Leave while uploading?',
  leaveQuestion: 'The upload in progress will stop, and the lectures not uploaded yet will be lost.',
  leave: 'Leave',
  stay: 'Stay',
  allAdded: (count: number) => (count === 1 ? '1 lecture added' : `${count} lectures added`),
  someAdded: (added: number, tried: number) => `${added} of ${tried} lectures added: see the ones that failed`,
} as const;
