import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } }, initAsync: false });

afterEach(cleanup);

/** A page with a button below the dialogs, and an inner dialog the outer one can open. */
function Page({ onOuterClose, dismissible = true }: { onOuterClose(): void; dismissible?: boolean }) {
  const [inner, setInner] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button">below</button>
      <Modal title="Outer" onClose={onOuterClose} dismissible={dismissible}>
        <button type="button" onClick={() => setInner(true)}>
          open inner
        </button>
      </Modal>
      {inner && (
        <Modal title="Inner" onClose={() => setInner(false)}>
          <p>inner body</p>
        </Modal>
      )}
    </I18nextProvider>
  );
}

describe('Modal', () => {
  it('closes on Escape even while focus is still on the page below (before it moved in)', () => {
    const onClose = vi.fn();
    render(<Page onOuterClose={onClose} />);
    const below = screen.getByRole('button', { name: 'below' });
    below.focus();
    fireEvent.keyDown(below, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the dialog on top', async () => {
    const onClose = vi.fn();
    render(<Page onOuterClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'open inner' }));
    await screen.findByText('inner body');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByText('inner body')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape while it may not be dismissed', async () => {
    const onClose = vi.fn();
    render(<Page onOuterClose={onClose} dismissible={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });
});
