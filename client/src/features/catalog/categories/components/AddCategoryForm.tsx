import { Button, Card, Flex, Input } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';

interface AddCategoryFormProps {
  /** Resolves true when the category was created (the field then empties). */
  onAdd: (name: string) => Promise<boolean>;
}

/** One field and a button: a new, empty category for the course forms' list. */
export function AddCategoryForm({ onAdd }: AddCategoryFormProps) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const trimmed = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    setAdding(true);
    if (await onAdd(trimmed)) setName('');
    setAdding(false);
  };

  return (
    <Card.Root variant="outline" as="form" onSubmit={submit}>
      <Card.Body>
        <Flex gap="3" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }}>
          <FormField label={t('categories.newLabel')}>
            <Input
              value={name}
              maxLength={60}
              placeholder={t('categories.newPlaceholder')}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" disabled={!trimmed} loading={adding} flexShrink={0}>
            {t('categories.add')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
