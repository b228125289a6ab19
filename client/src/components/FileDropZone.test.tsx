import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { gifFile, pngFile } from '../test/fixtures';
import { AvatarPicker, isSupportedAvatar } from './AvatarPicker';
import { Provider } from './ui/provider';

function Picker({ onSelect }: { onSelect: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <AvatarPicker
      file={file}
      name="Ada Lovelace"
      onSelect={(next) => {
        onSelect(next);
        const supported = !next || isSupportedAvatar(next);
        setFile(supported ? next : null);
        return supported;
      }}
    />
  );
}

const renderPicker = () => {
  const onSelect = vi.fn();
  render(
    <Provider>
      <Picker onSelect={onSelect} />
    </Provider>,
  );
  return { onSelect, input: screen.getByLabelText('Avatar') };
};

describe('FileDropZone (through AvatarPicker)', () => {
  it('lights up under a dragged file and takes a dropped one as a picked one: its name shows', () => {
    const { onSelect, input } = renderPicker();
    fireEvent.dragOver(input, { dataTransfer: { files: [] } });
    expect(screen.getByText('Drop the file here')).toBeInTheDocument();
    fireEvent.drop(input, { dataTransfer: { files: [pngFile('me.png')] } });
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.png' }));
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.getByText('Drag and drop a file here, or click to browse')).toBeInTheDocument();
  });

  it('keeps its label and the native picker for the keyboard and a click', async () => {
    const { onSelect, input } = renderPicker();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    input.focus();
    expect(input).toHaveFocus();
    await userEvent.upload(input, pngFile('picked.png'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'picked.png' }));
    expect(screen.getByText('picked.png')).toBeInTheDocument();
  });

  it('shows no name for a dropped file the form refuses', () => {
    const { onSelect, input } = renderPicker();
    fireEvent.drop(input, { dataTransfer: { files: [gifFile('me.gif')] } });
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.gif' }));
    expect(screen.queryByText('me.gif')).not.toBeInTheDocument();
  });
});
