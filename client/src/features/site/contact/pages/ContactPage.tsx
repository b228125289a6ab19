import { Button, Input, Textarea } from '@chakra-ui/react';
import { type ContactInput, contactSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { useSubmitContactMutation } from '../mutations/useSubmitContactMutation';

/** Contact form: name, email, message (contactSchema rules and messages). */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const [submitContact] = useSubmitContactMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '' } satisfies ContactInput,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await submitContact(values)) reset();
  });

  return (
    <FormStack onSubmit={onSubmit} labelledBy="contact-heading" maxW="md">
      <PageHeading id="contact-heading">{t('heading')}</PageHeading>
      <FormField label={t('name')} error={errors.name?.message}>
        <Input autoComplete="name" placeholder={t('namePlaceholder')} {...register('name')} />
      </FormField>
      <FormField label={t('email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={t('emailPlaceholder')} {...register('email')} />
      </FormField>
      <FormField label={t('message')} error={errors.message?.message}>
        <Textarea rows={5} placeholder={t('messagePlaceholder')} {...register('message')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        {t('submit')}
      </Button>
    </FormStack>
  );
}
