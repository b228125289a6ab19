import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { SelectField } from './SelectField';

describe('SelectField', () => {
  it('is a select named by its label, changed from the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <Provider>
        <SelectField label="Kind" value="a" onChange={onChange}>
          <option value="a">A</option>
          <option value="b">B</option>
        </SelectField>
      </Provider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'b');
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
