import { Button, Input, Textarea } from '@chakra-ui/react';
import { type ContactInput, contactSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSubmitContactMutation } from '../mutations/useSubmitContactMutation';

/** Contact form: name, email, message (contactSchema rules and messages). */
export function ContactPage() {
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
      <PageHeading id="contact-heading">Contact Form</PageHeading>
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Enter your name" {...register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="Enter your email" {...register('email')} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={5} placeholder="Enter your message" {...register('message')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        Submit
      </Button>
    </FormStack>
  );
}
