import { writeFile } from 'node:fs/promises';

/**
 * A whisper.cpp model file written here, because none can be downloaded on the test machines: the ggml layout
 * whisper.cpp's loader reads (whisper_model_load: magic, hyperparameters, mel filters, vocabulary, then every tensor by
 * name and shape), with the real vocabulary size, audio context and mel bands a model's decoding relies on, but one
 * layer of width 8 and seeded random weights: 2 MB, loaded in a blink, transcribing in a second or two. What it
 * "hears" is meaningless; it makes the engine run for real end to end.
 */
const HPARAMS = {
  /** English-only models have 51,864 tokens; whisper.cpp places its special tokens (end, timestamps) by this. */
  vocab: 51_864,
  /** 1,500 positions cover the 30-second window whisper.cpp always encodes. */
  audioCtx: 1500,
  textCtx: 448,
  mels: 80,
  state: 8,
  heads: 2,
  layers: 1,
};
/** The text tokens come before the special ones; whisper.cpp names the special ones itself. */
const TEXT_TOKENS = 50_256;
const GGML_MAGIC = 0x67676d6c;
const F32 = 0;
/**
 * Half precision, as every released model stores its weight matrices (ftype 1): whisper.cpp's convolutions take
 * half-precision kernels only, and it gives a model's matrices the model's type.
 */
const F16 = 1;

/** The IEEE half-precision bits of `value` (truncated; values too small for a half become 0). */
function half(value: number): number {
  const bits = new Uint32Array(Float32Array.of(value).buffer)[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  if (exponent <= 0) return sign;
  if (exponent >= 31) return sign | 0x7c00;
  return sign | (exponent << 10) | ((bits & 0x7fffff) >>> 13);
}

/** A deterministic generator (an LCG): the same model, and the same transcript, on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648 - 0.5;
  };
}

export async function writeSyntheticWhisperModel(file: string): Promise<void> {
  const { vocab, audioCtx, textCtx, mels, state, heads, layers } = HPARAMS;
  const next = random(1);
  const parts: Buffer[] = [];
  const ints = (...values: number[]) => parts.push(Buffer.from(new Int32Array(values).buffer));
  const floats = (count: number, value: () => number) =>
    parts.push(Buffer.from(Float32Array.from({ length: count }, value).buffer));
  const text = (value: string) => {
    const bytes = Buffer.from(value);
    ints(bytes.length);
    parts.push(bytes);
  };
  const tensor = (name: string, shape: number[], value: () => number = next) => {
    // Weight matrices in the model's type; biases, norms and positions in single precision.
    const type = shape.length > 1 && name.endsWith('.weight') ? F16 : F32;
    const bytes = Buffer.from(name);
    ints(shape.length, bytes.length, type, ...shape);
    parts.push(bytes);
    const count = shape.reduce((product, each) => product * each, 1);
    if (type === F16) parts.push(Buffer.from(Uint16Array.from({ length: count }, () => half(value())).buffer));
    else floats(count, value);
  };

  ints(GGML_MAGIC, vocab, audioCtx, state, heads, layers, textCtx, state, heads, layers, mels, F16);
  ints(mels, 201);
  floats(mels * 201, () => 0.01);
  // Token 0 is a blank, which whisper.cpp's decoder looks up by its text; the rest are words of their own.
  ints(TEXT_TOKENS);
  for (let token = 0; token < TEXT_TOKENS; token++) text(token === 0 ? ' ' : ` w${token}`);

  const block = (prefix: string, attention: 'attn' | 'cross_attn', mlp: boolean) => {
    if (mlp) {
      tensor(`${prefix}.mlp_ln.weight`, [state], () => 1);
      tensor(`${prefix}.mlp_ln.bias`, [state], () => 0);
      tensor(`${prefix}.mlp.0.weight`, [state, 4 * state]);
      tensor(`${prefix}.mlp.0.bias`, [4 * state]);
      tensor(`${prefix}.mlp.2.weight`, [4 * state, state]);
      tensor(`${prefix}.mlp.2.bias`, [state]);
    }
    tensor(`${prefix}.${attention}_ln.weight`, [state], () => 1);
    tensor(`${prefix}.${attention}_ln.bias`, [state], () => 0);
    for (const part of ['query', 'key', 'value', 'out']) {
      tensor(`${prefix}.${attention}.${part}.weight`, [state, state]);
      // Whisper's key projections have no bias.
      if (part !== 'key') tensor(`${prefix}.${attention}.${part}.bias`, [state]);
    }
  };
  tensor('encoder.positional_embedding', [state, audioCtx]);
  tensor('encoder.conv1.weight', [3, mels, state]);
  tensor('encoder.conv1.bias', [1, state]);
  tensor('encoder.conv2.weight', [3, state, state]);
  tensor('encoder.conv2.bias', [1, state]);
  tensor('encoder.ln_post.weight', [state], () => 1);
  tensor('encoder.ln_post.bias', [state], () => 0);
  for (let layer = 0; layer < layers; layer++) block(`encoder.blocks.${layer}`, 'attn', true);
  tensor('decoder.positional_embedding', [state, textCtx]);
  tensor('decoder.token_embedding.weight', [state, vocab]);
  tensor('decoder.ln.weight', [state], () => 1);
  tensor('decoder.ln.bias', [state], () => 0);
  for (let layer = 0; layer < layers; layer++) {
    block(`decoder.blocks.${layer}`, 'attn', true);
    block(`decoder.blocks.${layer}`, 'cross_attn', false);
  }
  await writeFile(file, Buffer.concat(parts));
}
