import { Box, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent, type DragEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../i18n/useValidationText';
import { useFileInput } from './hooks/useFileInput';

interface DropZoneBase {
  /** The input's accessible name (forms, tests and journeys find the picker by it). */
  label: string;
  accept: string;
  /** The formats taken, under the zone. */
  helperText: string;
  error?: string;
  disabled?: boolean;
}

interface SingleFileProps extends DropZoneBase {
  multiple?: false;
  /** The accepted file (null clears the input). */
  file: File | null;
  /** Answers whether the file was taken; a refused one is cleared from the input. */
  onSelect: (file: File | null) => boolean;
  /** Drawn in the zone beside its text: the chosen file's preview (given its object URL) or the current one. */
  renderPreview?: (previewUrl: string | null) => ReactNode;
}

interface ManyFilesProps extends DropZoneBase {
  /** Several files at once (a queue of uploads): each pick or drop hands them all over, and the input empties. */
  multiple: true;
  onSelectFiles: (files: File[]) => void;
}

type FileDropZoneProps = SingleFileProps | ManyFilesProps;

const NO_FILE = () => true;

/**
 * A file picker drawn as a drop zone: a file dropped on it, or picked with a click, Enter or Space (the native file
 * input lies transparent over the whole zone, so it keeps the browser's own picker, keyboard and screen-reader
 * behaviour and its label), with the chosen file's name and a preview. The zone lights up while a file is dragged
 * over it. A dropped file goes through `onSelect` as a picked one does (a refused one shows the form's message).
 * No react-dropzone: the native input does the picking, and taking a drop is one small handler (onDrop).
 *
 * A chosen file is replaced by picking or dropping another, and taken back with Remove, which sits outside the zone
 * (over it, the transparent input would take its clicks). Remove is named "Remove" alone, described by the file's
 * name: a name that included the field's label would make it a second match for a lookup by that label.
 */
export function FileDropZone(props: FileDropZoneProps) {
  const { label, accept, helperText, error, disabled } = props;
  const { t } = useTranslation('common');
  const validationText = useValidationText();
  const single = props.multiple ? null : props;
  const { inputProps, preview } = useFileInput(single?.file ?? null, single?.onSelect ?? NO_FILE);
  const [dragging, setDragging] = useState(false);
  const fileNameId = useId();
  const onDragOver = (event: DragEvent) => {
    event.preventDefault(); // lets the file drop here
    if (!disabled) setDragging(true);
  };
  // The drop is taken here rather than left to the input, so one file goes to onSelect once, whatever the browser.
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = [...event.dataTransfer.files];
    if (props.multiple) {
      if (dropped.length) props.onSelectFiles(dropped);
    } else if (dropped[0]) props.onSelect(dropped[0]);
  };
  const onManyPicked = (event: ChangeEvent<HTMLInputElement>) => {
    if (!props.multiple) return;
    const picked = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (picked.length) props.onSelectFiles(picked);
  };

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Box
        position="relative"
        w="full"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={error ? 'border.error' : dragging ? 'brand.border' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        rounded="lg"
        p="4"
        transition="background 0.15s, border-color 0.15s"
        opacity={disabled ? 0.6 : 1}
        _hover={disabled ? undefined : { borderColor: 'brand.border' }}
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.border', outlineOffset: '2px' }}
      >
        <Flex
          align="center"
          gap="4"
          direction={{ base: 'column', sm: 'row' }}
          textAlign={{ base: 'center', sm: 'start' }}
          justify={props.multiple ? 'center' : undefined}
          minH={props.multiple ? '24' : undefined}
        >
          {single?.renderPreview ? <Box flexShrink="0">{single.renderPreview(preview)}</Box> : null}
          <Stack gap="1" minW="0">
            <Text fontWeight="medium" color="fg">
              {props.multiple
                ? t(dragging ? 'dropZone.dropFiles' : 'dropZone.chooseFiles')
                : t(dragging ? 'dropZone.dropFile' : 'dropZone.chooseFile')}
            </Text>
            {single?.file ? (
              <Text id={fileNameId} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {single.file.name}
              </Text>
            ) : null}
          </Stack>
        </Flex>
        <Input
          {...inputProps}
          {...(props.multiple && { multiple: true, onChange: onManyPicked })}
          accept={accept}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          opacity="0"
          cursor={disabled ? 'not-allowed' : 'pointer'}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        />
      </Box>
      <HStack w="full" justify="space-between" align="start" gap="3">
        <Field.HelperText>{helperText}</Field.HelperText>
        {single?.file && !disabled ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="gray"
            flexShrink="0"
            aria-describedby={fileNameId}
            onClick={() => single.onSelect(null)}
          >
            {t('dropZone.remove')}
          </Button>
        ) : null}
      </HStack>
      <Field.ErrorText>{validationText(error)}</Field.ErrorText>
    </Field.Root>
  );
}
