import { open } from 'node:fs/promises';
import { initWhisper, loadWhisperModule, type WhisperContext } from '@fugood/whisper.node';
import { TranscriptionError } from './transcriber';

/** Every model file whisper.cpp reads starts with `ggml` as a little-endian 32-bit number. */
const GGML_MAGIC = 0x67676d6c;

/**
 * Each model file's context, loaded at its first use and kept for the life of the process: loading reads the whole
 * file (150 MB for base.en, 3 GB for large) and runs on the event loop's thread, so it happens once, not per chunk.
 */
const loaded = new Map<string, Promise<WhisperContext>>();

/** The whisper.cpp context of `file`, loaded once; rejects with TranscriptionError (and is tried again next time). */
export function whisperModel(file: string): Promise<WhisperContext> {
  let context = loaded.get(file);
  if (!context) {
    context = load(file);
    loaded.set(file, context);
    // A file put right after a failure is read by the next job, not refused for the life of the process.
    context.catch(() => loaded.delete(file));
  }
  return context;
}

async function load(file: string): Promise<WhisperContext> {
  await checkGgmlFile(file);
  // The package's binaries are optional dependencies, one per platform: some versions lack some platforms.
  await loadWhisperModule().catch((cause: unknown) => {
    const platform = `${process.platform}-${process.arch}`;
    throw new TranscriptionError(`whisper.cpp is not installed for ${platform} (@fugood/whisper.node)`, { cause });
  });
  try {
    return await initWhisper({ filePath: file });
  } catch (cause) {
    throw new TranscriptionError('The whisper model could not be loaded (TRANSCRIPTION_MODEL_PATH)', { cause });
  }
}

/**
 * The file is there and starts as a ggml model does. whisper.cpp itself says only "Failed to initialize whisper
 * context" for a missing file, a GGUF file and an empty one alike; these are the usual mistakes and have their reasons.
 */
async function checkGgmlFile(file: string): Promise<void> {
  let magic: number;
  try {
    const handle = await open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
      magic = bytesRead === 4 ? buffer.readUInt32LE(0) : 0;
    } finally {
      await handle.close();
    }
  } catch (cause) {
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT';
    const reason = missing ? 'The whisper model file does not exist' : 'The whisper model file cannot be read';
    throw new TranscriptionError(`${reason} (TRANSCRIPTION_MODEL_PATH)`, { cause });
  }
  if (magic !== GGML_MAGIC) {
    throw new TranscriptionError('TRANSCRIPTION_MODEL_PATH is not a whisper.cpp model (a ggml .bin file)');
  }
}

/**
 * Frees every model loaded (on shutdown, once the jobs have stopped). A transcription still running keeps its
 * context until it ends: the package frees it then.
 */
export async function releaseWhisperModels(): Promise<void> {
  const contexts = [...loaded.values()];
  loaded.clear();
  await Promise.all(
    contexts.map((context) =>
      context.then(
        (whisper) => whisper.release(),
        () => undefined,
      ),
    ),
  );
}
