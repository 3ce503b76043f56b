// A category's cover image (PUT /api/categories/image/{id}: file_id) and banner (PUT
// /api/categories/banner-image/{id}: banner_file_id): each picked from the file manager's files or uploaded there
// (the file manager's FilePicker), saved as soon as it is chosen or removed.
import { type Category, type FileEntry, setCategoryBanner, setCategoryImage } from '@factory/api';
import { Heading, LazyImage, Spinner, Stack, Text, Tiles, useToast } from '@factory/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryQueries } from '../../queries/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { FilePicker } from '../files/index.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import * as styles from './categories.css.ts';
import { pictureEntry } from './pictureEntry.ts';

interface PictureSlot {
  kind: 'image' | 'banner';
  label: string;
  url: string | null;
  fileId: number | null;
  description: string;
  aspectRatio: number;
  set: (id: number, fileId: number | null) => Promise<Category>;
}

interface CategoryPicturesProps {
  category: Category;
  canEdit: boolean;
  /** After a picture changed (the catalogue reads the category again). */
  onChanged: () => void;
}

/** The cover image and the banner of a category: what they are now, and a picker to change or remove each. */
export function CategoryPictures({ category, canEdit, onChanged }: CategoryPicturesProps) {
  const slots: PictureSlot[] = [
    {
      kind: 'image',
      label: 'Image',
      url: category.img,
      fileId: category.file_id,
      description: 'The category card in the catalogue. Without one the catalogue shows its placeholder picture.',
      aspectRatio: 1,
      set: setCategoryImage,
    },
    {
      kind: 'banner',
      label: 'Banner',
      url: category.banner_img,
      fileId: category.banner_file_id,
      description: 'The wide picture at the top of the category page (about 5 : 1).',
      aspectRatio: 5,
      set: setCategoryBanner,
    },
  ];
  return (
    <Stack gap="sm" as="section" aria-labelledby="category-pictures">
      <Heading level={2} size="md" id="category-pictures">
        Pictures
      </Heading>
      <Tiles columns={{ mobile: 1, tablet: 2 }}>
        {slots.map((slot) => (
          <Picture key={slot.kind} category={category} slot={slot} canEdit={canEdit} onChanged={onChanged} />
        ))}
      </Tiles>
    </Stack>
  );
}

function Picture({
  category,
  slot,
  canEdit,
  onChanged,
}: {
  category: Category;
  slot: PictureSlot;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const mutation = useMutation({
    mutationFn: (file: FileEntry | null) => slot.set(category.id, file?.id ?? null),
    onSuccess: (saved) => {
      queryClient.setQueryData(categoryQueries.record(category.id).queryKey, saved);
      toast.show({ variant: 'success', message: `The ${slot.label.toLowerCase()} of ${category.title} was saved.` });
      onChanged();
    },
    onError: (error) => reportFailure(error),
  });
  return (
    <Stack gap="sm">
      {canEdit ? (
        <FilePicker
          label={slot.label}
          value={pictureEntry(slot.fileId, slot.url)}
          onChange={(file) => {
            if (!mutation.isPending) mutation.mutate(file);
          }}
          isDisabled={mutation.isPending}
          description={slot.description}
        />
      ) : (
        <Stack gap="xs">
          <Heading level={3} size="sm">
            {slot.label}
          </Heading>
          {slot.url ? (
            <div className={slot.kind === 'image' ? styles.picture : undefined}>
              <LazyImage src={slot.url} alt={`${slot.label} of ${category.title}`} aspectRatio={slot.aspectRatio} />
            </div>
          ) : (
            <Text tone="muted">{`No ${slot.label.toLowerCase()}.`}</Text>
          )}
        </Stack>
      )}
      {mutation.isPending && <Spinner size="sm" label={`Saving the ${slot.label.toLowerCase()}`} showLabel />}
    </Stack>
  );
}
