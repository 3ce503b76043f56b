// The landing's dialogs and region select come from one lazily imported chunk (landingControls.tsx), which the page
// requests when one is about to be used: the entry stays small, and each control works once the chunk has arrived.
import { type ButtonVariant, type DialogProps, NativeButton } from '@factory/ui';
import { lazy, Suspense, useState } from 'react';
import { loadWhileHere } from '../../shared/moduleLoad.ts';

const loadControls = loadWhileHere(() => import('./landingControls.tsx'));

/**
 * Render these inside a Suspense boundary: the prerendered page carries their HTML, which React keeps (and
 * hydrates) once the chunk has arrived, while everything around them is already interactive.
 */
export const Dialog = lazy(async () => ({ default: (await loadControls()).Dialog }));
export const RegionSelect = lazy(async () => ({ default: (await loadControls()).RegionSelect }));
/** A legal text, from the same chunk as the Dialog that shows it. */
export const LegalText = lazy(async () => ({ default: (await loadControls()).LegalText }));

interface DialogOnDemandProps extends Omit<DialogProps, 'trigger' | 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The text and look of the button that opens the dialog. */
  trigger: { label: string; variant: ButtonVariant };
}

/**
 * A button and the dialog it opens, as the ui `Dialog` with a `trigger` (the button says whether its dialog is
 * open; focus returns to it on close). The dialog's code is fetched when the visitor points at the button or
 * focuses it, so a page that is only read never loads it, and by the press it has mostly arrived.
 */
export function DialogOnDemand({ trigger, ...dialog }: DialogOnDemandProps) {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <NativeButton
        variant={trigger.variant}
        aria-expanded={isOpen}
        onPointerEnter={want}
        onFocus={want}
        onClick={(event) => {
          // Safari does not focus a clicked button; the dialog gives focus back to what had it when it opened.
          event.currentTarget.focus();
          want();
          setOpen(true);
        }}
      >
        {trigger.label}
      </NativeButton>
      {wanted && (
        <Suspense fallback={null}>
          <Dialog {...dialog} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
