import { useQuery } from '@apollo/client/react';
import { Button, HStack, IconButton, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiTrash2 } from 'react-icons/fi';
import { CaptionCuesQuery } from './captionDocuments';
import { formatCueTime, parseCueTime } from './cueTime';
import { UncertainWords } from './UncertainWords';
import { type CueDraft, useUpdateCaptionCuesMutation } from './useCaptionMutations';

interface Row {
  key: number;
  start: string;
  end: string;
  text: string;
  /** The recogniser's text and its words' confidences, while the row's text is still that. */
  heard: { text: string; confidences: number[] } | null;
}

type LoadedCue = CueDraft & { confidences?: number[] | null };

const TIMES = ['start', 'end'] as const;

let nextKey = 0;
const rowOf = (cue: LoadedCue): Row => ({
  key: nextKey++,
  start: formatCueTime(cue.start),
  end: formatCueTime(cue.end),
  text: cue.text,
  heard: cue.confidences ? { text: cue.text, confidences: cue.confidences } : null,
});

/** The rows as cues, or the first row whose time cannot be read. */
function draftOf(rows: Row[]): { cues: CueDraft[] } | { badRow: number } {
  const cues: CueDraft[] = [];
  for (const [index, row] of rows.entries()) {
    const start = parseCueTime(row.start);
    const end = parseCueTime(row.end);
    if (start === null || end === null) return { badRow: index + 1 };
    cues.push({ start, end, text: row.text });
  }
  return { cues };
}

function CueRows({
  cues,
  onSave,
  onClose,
}: {
  cues: LoadedCue[];
  onSave: (cues: CueDraft[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('authoring');
  const [rows, setRows] = useState(() => cues.map(rowOf));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (key: number, field: 'start' | 'end' | 'text', value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const save = async () => {
    const draft = draftOf(rows);
    if ('badRow' in draft) return setProblem(t('cues.badTime', { n: draft.badRow }));
    setProblem(null);
    setSaving(true);
    await onSave(draft.cues);
    setSaving(false);
  };
  const last = rows.at(-1);
  const after = last ? (parseCueTime(last.end) ?? 0) : 0;
  return (
    <Stack gap="3">
      {rows.map((row, index) => (
        <Stack key={row.key} direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'flex-start' }}>
          <HStack gap="2" flexShrink={0}>
            {TIMES.map((time) => (
              <Input
                key={time}
                size="sm"
                w="28"
                aria-label={t(`cues.${time}`, { n: index + 1 })}
                value={row[time]}
                onChange={(event) => change(row.key, time, event.target.value)}
              />
            ))}
          </HStack>
          <Stack gap="1" flex="1">
            <Textarea
              size="sm"
              rows={2}
              aria-label={t('cues.text', { n: index + 1 })}
              value={row.text}
              onChange={(event) => change(row.key, 'text', event.target.value)}
            />
            {row.heard && row.heard.text === row.text ? (
              <UncertainWords n={index + 1} text={row.text} confidences={row.heard.confidences} />
            ) : null}
          </Stack>
          <IconButton
            size="sm"
            variant="ghost"
            alignSelf="flex-end"
            aria-label={t('cues.remove', { n: index + 1 })}
            onClick={() => setRows((current) => current.filter((each) => each.key !== row.key))}
          >
            <FiTrash2 />
          </IconButton>
        </Stack>
      ))}
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setRows((current) => [...current, rowOf({ start: after, end: after + 2, text: '' })])}
        >
          {t('cues.add')}
        </Button>
        <Button size="sm" loading={saving} onClick={() => void save()}>
          {t('cues.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('cues.close')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** A track's cues as rows of start, end and text, saved together as the track's next version. */
export function CueEditor({ trackId, onClose }: { trackId: string; onClose: () => void }) {
  const { t } = useTranslation('authoring');
  const { data, loading, error } = useQuery(CaptionCuesQuery, {
    variables: { id: trackId },
    fetchPolicy: 'network-only',
  });
  const [updateCues] = useUpdateCaptionCuesMutation();
  const track = data?.captionTrack;
  if (loading) return <Skeleton height="24" />;
  if (error || !track) return <Text color="fg.error">{t('cues.failed')}</Text>;
  return (
    <CueRows
      key={track.id}
      cues={track.cues}
      onClose={onClose}
      onSave={(cues) => updateCues(track.id, track.version, cues)}
    />
  );
}
