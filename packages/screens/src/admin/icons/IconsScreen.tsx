// /admin/icons: the icon manager. SVG icons are sanitised by the server on upload and always shown as images
// (<img>, never inline SVG), so nothing in a drawing can run on the app's page.
import { deleteIcon, type Icon, uploadIcons } from '@factory/api';
import { Button, ChipInput, type ChipItem, Dialog, Heading, Spinner, Stack, Text, Tiles, useToast } from '@factory/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { iconsChanged, iconsQuery } from '../../queries/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { UploadArea, useUploadQueue } from '../../shared/upload/index.ts';
import { tile, tileActions, tileMeta, tileName } from '../files/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { DeleteBody } from '../generic/DeleteBody.tsx';
import { iconPreviewSizes, iconSanitisingNote, iconUploadRules } from './iconRules.ts';
import * as styles from './icons.css.ts';

/** The icons, for any screen that lets people choose one. */
export function useIcons() {
  return useQuery(iconsQuery);
}

/** Icons as chip items (spec: chip items carry an optional icon), each drawn as an <img>. */
export function iconChipItems(icons: readonly Icon[]): ChipItem[] {
  return icons.map((icon) => ({
    id: icon.id,
    value: icon.name,
    icon: <img src={icon.url} alt="" width={16} height={16} className={styles.chipIcon} />,
  }));
}

function DeleteIcon({ icon, close }: { icon: Icon; close: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return (
    <DeleteBody
      name={icon.name}
      consequence={`The icon ${icon.name} will be deleted. Chip items showing it lose their icon.`}
      remove={async () => {
        await deleteIcon(icon.id);
        toast.show({ variant: 'success', message: `The icon ${icon.name} was deleted.` });
        close();
        await iconsChanged(queryClient);
      }}
      close={close}
    />
  );
}

function IconTile({ icon, canDelete, onDelete }: { icon: Icon; canDelete: boolean; onDelete: () => void }) {
  return (
    <li className={tile}>
      <span className={tileName}>{icon.name}</span>
      <ul aria-label={`${icon.name} at the icon sizes`} className={styles.sizes}>
        {iconPreviewSizes.map((size) => (
          <li key={size} className={styles.size}>
            <img
              src={icon.url}
              alt={`${icon.name} at ${size} pixels`}
              width={size}
              height={size}
              className={styles.preview}
            />
            <span className={tileMeta}>{size}</span>
          </li>
        ))}
      </ul>
      {canDelete && (
        <div className={tileActions}>
          <Button size="sm" variant="ghost" onPress={onDelete} aria-label={`Delete ${icon.name}`}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}

export function IconsScreen() {
  const can = useAreaActions('icons');
  const icons = useIcons();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<Icon | null>(null);
  const [chips, setChips] = useState<ChipItem[]>([]);
  const uploads = useUploadQueue({
    rules: iconUploadRules,
    send: (file, options) => uploadIcons([file], options),
    onUploaded: () => iconsChanged(queryClient),
  });

  const list = (
    <QueryState
      query={icons}
      {...loadTexts('the icons')}
      loading={
        <Stack padding="xl" align="center">
          <Spinner label="Loading the icons" showLabel />
        </Stack>
      }
      empty={{ isEmpty: (rows) => rows.length === 0, content: <Text tone="muted">No icons yet.</Text> }}
    >
      {(rows) => (
        <Tiles as="ul" minItemWidth={180} gap="md" aria-label="Icons">
          {rows.map((icon) => (
            <IconTile key={icon.id} icon={icon} canDelete={can.delete} onDelete={() => setDeleting(icon)} />
          ))}
        </Tiles>
      )}
    </QueryState>
  );

  return (
    <Stack gap="lg">
      <Heading level={1}>Icon manager</Heading>
      {can.create && (
        <UploadArea label="Upload SVG icons" rules={iconUploadRules} note={iconSanitisingNote} uploads={uploads} />
      )}
      {list}
      {icons.data && icons.data.length > 0 && (
        <section aria-labelledby="icon-chips">
          <Stack gap="sm">
            <Heading level={2} id="icon-chips">
              Icons in chip items
            </Heading>
            <Text tone="muted">Chip items show their icon in front of the text, as here.</Text>
            <ChipInput label="Chip preview" options={iconChipItems(icons.data)} value={chips} onChange={setChips} />
          </Stack>
        </section>
      )}
      <Dialog
        title={deleting ? `Delete ${deleting.name}?` : 'Delete'}
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        role="alertdialog"
        isDismissable={false}
        size="sm"
      >
        {deleting && <DeleteIcon icon={deleting} close={() => setDeleting(null)} />}
      </Dialog>
    </Stack>
  );
}
