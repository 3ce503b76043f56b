export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone, confirmTones } from './ConfirmDialog.tsx';
export { Dialog, type DialogProps, type DialogSize, dialogSizes } from './Dialog.tsx';
