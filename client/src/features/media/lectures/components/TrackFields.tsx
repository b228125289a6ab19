import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../../../../components/ui/form-field';

interface TrackFieldsProps<Kind extends string> {
  language: string;
  onLanguage: (language: string) => void;
  label: string;
  onLabel: (label: string) => void;
  kind: Kind;
  kinds: readonly Kind[];
  onKind: (kind: Kind) => void;
  /** The texts, in the screen's language: the two fields' labels, the kind group's name and each kind's. */
  texts: { language: string; label: string; kind: string; kindName: (kind: Kind) => string };
}

/**
 * What an ADMIN says of a lecture's track before its file (a caption track, an audio track): its language as a BCP 47
 * tag, the label players show, and its kind as a row of toggle buttons.
 */
export function TrackFields<Kind extends string>({
  language,
  onLanguage,
  label,
  onLabel,
  kind,
  kinds,
  onKind,
  texts,
}: TrackFieldsProps<Kind>) {
  return (
    <>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <FormField label={texts.language}>
          <Input value={language} onChange={(event) => onLanguage(event.target.value)} required maxLength={35} />
        </FormField>
        <FormField label={texts.label}>
          <Input value={label} onChange={(event) => onLabel(event.target.value)} required maxLength={100} />
        </FormField>
      </Stack>
      <HStack gap="2" role="group" aria-label={texts.kind} wrap="wrap">
        {kinds.map((each) => (
          <Button
            key={each}
            size="sm"
            variant={kind === each ? 'solid' : 'outline'}
            aria-pressed={kind === each}
            onClick={() => onKind(each)}
          >
            {texts.kindName(each)}
          </Button>
        ))}
      </HStack>
    </>
  );
}

/** A track's language, label and kind as a form holds them: the values to send, and TrackFields' props. */
export function useTrackFields<Kind extends string>(initial: { language: string; label: string; kind: Kind }) {
  const [language, setLanguage] = useState(initial.language);
  const [label, setLabel] = useState(initial.label);
  const [kind, setKind] = useState<Kind>(initial.kind);
  return {
    values: { language, label, kind },
    props: { language, onLanguage: setLanguage, label, onLabel: setLabel, kind, onKind: setKind },
  };
}
