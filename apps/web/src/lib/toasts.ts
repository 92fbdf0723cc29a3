import { createStore } from './store';

export type TToastPlacement = `${'top' | 'bottom'}-${'left' | 'center' | 'right' | 'full'}`;
export interface TToast {
  id: number;
  message: string;
  variant: 'success' | 'danger' | 'info' | 'warning';
  placement: TToastPlacement;
  action?: { label: string; run(): void };
}

export const toastStore = createStore<TToast[]>([]);
let nextId = 1;

export function showToast(
  toast: Omit<TToast, 'id' | 'placement'> & { placement?: TToastPlacement; durationMs?: number },
): number {
  const id = nextId++;
  const { durationMs = 6_000, placement = 'bottom-center', ...rest } = toast;
  toastStore.set((toasts) => [...toasts, { ...rest, id, placement }]);
  if (durationMs > 0) setTimeout(() => closeToast(id), durationMs);
  return id;
}

export function closeToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

/** Bootstrap position classes for a placement: top or bottom, then left, centre, right or full width. */
export function placementClasses(placement: TToastPlacement): string {
  const [vertical, horizontal] = placement.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right' | 'full'];
  const y = vertical === 'top' ? 'top-0' : 'bottom-0';
  const x = {
    left: 'start-0',
    center: 'start-50 translate-middle-x',
    right: 'end-0',
    full: 'start-0 end-0 toast-full',
  }[horizontal];
  return `${y} ${x}`;
}
