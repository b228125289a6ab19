import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiTranscriber } from './openai.transcriber';
import { TranscriptionError } from './transcriber';

/**
 * A local stand-in for an OpenAI-compatible transcription server. It stands in for whisper.cpp's server (or
 * faster-whisper-server, or OpenAI), which cannot run here: no model weights can be downloaded on these machines. It
 * speaks the same protocol: `POST /v1/audio/transcriptions`, multipart, `verbose_json` with segments.
 */
interface Received {
  path: string;
  authorization?: string;
  fields: Record<string, string>;
  fileName: string;
  fileBytes: number;
}

type Behaviour = 'segments' | 'text-only' | 'error' | 'slow';

describe('the OpenAI-compatible transcriber', () => {
  let server: Server;
  let url: string;
  let behaviour: Behaviour = 'segments';
  const received: Received[] = [];
  const wav = path.join(os.tmpdir(), `openai-transcriber-${process.pid}.wav`);

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('file') as File;
    const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<
      string,
      string
    >;
    received.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      fields,
      fileName: file.name,
      fileBytes: file.size,
    });
    if (behaviour === 'error') return res.writeHead(503).end('{"error":{"message":"overloaded"}}');
    if (behaviour === 'slow') return setTimeout(() => res.end('{}'), 2000);
    const body =
      behaviour === 'text-only'
        ? { text: ' the whole thing ', duration: 4 }
        : {
            text: 'The event loop never blocks. Callbacks run later.',
            language: 'english',
            duration: 6,
            segments: [
              { id: 0, start: 0.5, end: 2.9, text: ' The event loop never blocks.' },
              { id: 1, start: 3.2, end: 5.1, text: ' Callbacks run later.' },
            ],
          };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  beforeAll(async () => {
    await writeFile(wav, Buffer.alloc(3200));
    server = createServer((req, res) => void answer(req, res)).listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
  });

  const signal = new AbortController().signal;

  it('posts the WAV with the model, the language and verbose_json, with the key as a bearer token; segments come back', async () => {
    behaviour = 'segments';
    const transcriber = openAiTranscriber({ url, apiKey: 'sk-test', model: 'whisper-1', timeoutMs: 5000 });
    const pieces = await transcriber.transcribe(wav, { signal });
    expect(pieces).toEqual([
      { start: 0.5, end: 2.9, text: 'The event loop never blocks.' },
      { start: 3.2, end: 5.1, text: 'Callbacks run later.' },
    ]);
    const request = received.at(-1) as Received;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.fields).toMatchObject({ model: 'whisper-1', language: 'en', response_format: 'verbose_json' });
    expect(request.fileName).toBe(path.basename(wav));
    expect(request.fileBytes).toBe(3200);
  });

  it('sends no Authorization without a key, and takes text without segments as one phrase', async () => {
    behaviour = 'text-only';
    const transcriber = openAiTranscriber({ url, model: 'base.en', timeoutMs: 5000 });
    expect(await transcriber.transcribe(wav, { signal })).toEqual([{ start: 0, end: 4, text: 'the whole thing' }]);
    expect(received.at(-1)?.authorization).toBeUndefined();
  });

  it('fails with the status when the service refuses, and with a timeout when it does not answer in time', async () => {
    behaviour = 'error';
    const transcriber = openAiTranscriber({ url, model: 'whisper-1', timeoutMs: 500 });
    await expect(transcriber.transcribe(wav, { signal })).rejects.toThrow(
      new TranscriptionError('The transcription service answered 503'),
    );
    behaviour = 'slow';
    await expect(transcriber.transcribe(wav, { signal })).rejects.toThrow(
      'The transcription service did not answer in time',
    );
  });

  it('fails when nothing listens at the URL', async () => {
    const transcriber = openAiTranscriber({ url: 'http://127.0.0.1:9', model: 'whisper-1', timeoutMs: 2000 });
    await expect(transcriber.transcribe(wav, { signal })).rejects.toThrow('could not be reached');
  });
});
