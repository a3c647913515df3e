import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

afterEach(cleanup);

// docs/offline.md, "New version".
describe('UpdatePrompt', () => {
  it('says « Nouvelle version disponible » and reloads on « Recharger », once', () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} />);
    screen.getByText('Nouvelle version disponible');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /Recharger/ });
    fireEvent.click(button);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
  });
});
