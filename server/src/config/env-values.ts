import { z } from 'zod';

/** The value shapes the environment's settings share (config/index.ts and the files of its parts). */

export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
