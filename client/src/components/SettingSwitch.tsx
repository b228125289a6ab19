import { Stack, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A boxed on/off setting (the profile's, the Downloads page's): a label, what it does, and the switch at the end of the row. */
export function SettingSwitch({ label, description, checked, disabled, onChange }: SettingSwitchProps) {
  const descriptionId = useId();
  return (
    <Switch.Root
      recipe={switchSlotRecipe}
      colorPalette="brand"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      display="flex"
      justifyContent="space-between"
      alignItems="center"
      gap="4"
      px="4"
      py="3"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
    >
      <Switch.HiddenInput aria-describedby={descriptionId} />
      <Stack gap="0.5">
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
        <Text id={descriptionId} fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
      <Switch.Control flexShrink={0} />
    </Switch.Root>
  );
}
