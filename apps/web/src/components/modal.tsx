import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** False while something must be finished first: no Escape, no backdrop click, no close button. */
  dismissible?: boolean;
  onClose(): void;
  size?: 'sm' | 'lg';
  /** Where focus goes back to when the dialog closes, when the element that opened it is gone by then
   *  (an item of a menu that closed); otherwise that element. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The dialogs on screen, the last opened on top: Escape closes only that one. */
const openDialogs: object[] = [];

/** An accessible dialog: focus moves in and stays inside, Escape closes, focus returns after. */
export function Modal({ title, children, footer, dismissible = true, onClose, size, returnFocusTo }: ModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Read by the listener below, which is added once: the latest props, not those of the first render.
  const latest = useRef({ dismissible, onClose });
  useLayoutEffect(() => {
    latest.current = { dismissible, onClose };
  });

  // Escape is heard on the whole document from the moment the dialog is drawn: focus moves in only after
  // the first paint (below), and an Escape pressed before that must close it too. Adding a listener costs
  // no layout, unlike moving focus, which is left out of the render that draws the page.
  useLayoutEffect(() => {
    const self = {};
    openDialogs.push(self);
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs.at(-1) !== self || !latest.current.dismissible) return;
      event.stopPropagation();
      latest.current.onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      openDialogs.splice(openDialogs.indexOf(self), 1);
    };
  }, []);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // A ref object, read when closing: the element it points to is the one still on screen then.
    const returnTarget = returnFocusTo;
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    document.body.classList.add('overflow-hidden');
    return () => {
      document.body.classList.remove('overflow-hidden');
      (returnTarget?.current ?? previous)?.focus?.();
    };
    // Once per opening: the element to go back to is the one of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="modal d-block"
      role="presentation"
      onMouseDown={(event) => event.target === event.currentTarget && dismissible && onClose()}
    >
      <div
        ref={dialog}
        className={`modal-dialog modal-dialog-centered ${size ? `modal-${size}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title h5" id={titleId}>
              {title}
            </h2>
            {dismissible && (
              <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
            )}
          </div>
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      </div>
    </div>
  );
}
