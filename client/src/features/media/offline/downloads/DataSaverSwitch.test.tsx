import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readDataSaver, saveDataSaver } from '../../../../shared/dataSaver';
import { renderApp } from '../../../../test/renderApp';
import { DataSaverSwitch } from './DataSaverSwitch';

afterEach(() => saveDataSaver(false));

describe('data saver', () => {
  it("is off by default, and the switch keeps the device's choice for the player and the downloads", async () => {
    const { user } = renderApp({ routes: [{ path: '/', element: <DataSaverSwitch /> }] });
    const toggle = await screen.findByRole('checkbox', { name: 'Data saver on this device' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Lectures stream at their smallest quality unless you pick another in the player, and downloads start at data saver.',
    );
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(readDataSaver()).toBe(true);
    // Changed elsewhere (another tab, the same page): the switch follows.
    saveDataSaver(false);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
