import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AVATAR_FILE_RULE } from '../AvatarPicker';
import { useFileField } from './useFileField';

/**
 * A form checked by a shared schema that requires an avatar (signup, edit profile): the form's controls, and the
 * chosen avatar with its picker's `onSelect`. No avatar means the schema's message is on `hasAvatar`.
 */
export function useAvatarForm<T extends { hasAvatar: true }>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues });
  const [avatar, onAvatar] = useFileField(form, 'hasAvatar' as Path<T>, AVATAR_FILE_RULE);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  return { register, handleSubmit, errors, isSubmitting, avatar, onAvatar };
}
