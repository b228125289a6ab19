import { Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { SettingSwitch } from '../../../../components/SettingSwitch';

/**
 * A setting whose change is saved elsewhere (the server, the browser): `change(on, save)` moves the switch at once,
 * holds it there while `save` runs, and lets it settle where the setting ends; a failed save is kept to be shown.
 */
export function useSettingChange() {
  // Where the switch stands while a change is under way; null when none is.
  const [moving, setMoving] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const change = async (on: boolean, save: () => Promise<unknown>) => {
    // Rendered before the save answers (which may be at once): the switch then has a change to settle back from.
    flushSync(() => setMoving(on));
    setFailed(false);
    try {
      await save();
    } catch {
      setFailed(true);
    } finally {
      setMoving(null);
    }
  };
  return { moving, failed, change };
}

interface SavedSettingSwitchProps {
  setting: ReturnType<typeof useSettingChange>;
  label: string;
  description: string;
  /** Where the setting stands when no change is under way. */
  on: boolean;
  onChange: (on: boolean) => void;
  /** The alert when a change failed. */
  failedText: string;
  /** What else the setting says, between the switch and a failure. */
  children?: ReactNode;
}

/** The switch of a setting changed through `useSettingChange`, disabled while a change is saved, and its failure. */
export function SavedSettingSwitch({
  setting,
  label,
  description,
  on,
  onChange,
  failedText,
  children,
}: SavedSettingSwitchProps) {
  return (
    <Stack gap="2">
      <SettingSwitch
        label={label}
        description={description}
        checked={setting.moving ?? on}
        disabled={setting.moving !== null}
        onChange={onChange}
      />
      {children}
      {setting.failed ? (
        <Text role="alert" color="fg.error">
          {failedText}
        </Text>
      ) : null}
    </Stack>
  );
}
