import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/**
 * On a phone, the header's less urgent parts (navigation, chat, language, log-out) behind a menu
 * button: `aria-expanded` says whether it is open, Escape closes it and focus goes back to the
 * button, and moving to another page closes it. From 1024 px the parts show inline and the
 * button is hidden (styles/app.css).
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const t = useT();
  const id = useId();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // Open on the page it was opened on: moving to another page closes it with no effect needed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const setOpen = (next: boolean) => {
    setOpenOn(next ? here : null);
  };
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    // A click elsewhere closes it too, as a menu does.
    const onPointer = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (panel.current?.contains(target) || button.current?.contains(target)) return;
      setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--ghost header-menu__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <span aria-hidden="true" className="header-menu__icon">
          ☰
        </span>
        <span className="header-menu__label">{t('nav.menu')}</span>
      </button>
      <div ref={panel} id={id} className="header-menu" data-open={open}>
        {children}
      </div>
    </>
  );
}
