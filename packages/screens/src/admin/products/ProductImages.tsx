import {
  deleteProductImage,
  downloadProductImages,
  orderProductImages,
  type Product,
  type ProductImage,
  uploadProductImage,
} from '@factory/api';
import { Button, ConfirmDialog, Heading, Inline, Stack, Text, Tiles, useToast } from '@factory/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { productQueries, productQuery } from '../../queries/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { UploadArea, useUploadQueue } from '../../shared/upload/index.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { lockedImagesReason, moveImage, productImageRules } from './adminProductLogic.ts';
import * as styles from './products.css.ts';

/**
 * The product's pictures: upload with progress, order (buttons, so the keyboard works), delete, and all as a zip. A
 * locked product's are shown with those controls disabled and why (the server refuses them too).
 */
export function ProductImages({ product, canEdit }: { product: Product; canEdit: boolean }) {
  const lockedId = useId();
  const isLocked = product.is_locked === 1;
  const locked = isLocked ? { isDisabled: true, 'aria-describedby': lockedId } : {};
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const guard = useSendGuard();
  const [images, setImages] = useState<readonly ProductImage[]>(product.images);
  const [download, setDownload] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const focusAfterMove = useRef<string | null>(null);

  const saved = (next: Product) => {
    setImages(next.images);
    queryClient.setQueryData(productQuery(product.id).queryKey, next);
    void productQueries.changed(queryClient);
  };

  const uploads = useUploadQueue({
    rules: productImageRules,
    send: (file, options) => uploadProductImage(product.id, file, options),
    onUploaded: saved,
  });

  const order = useMutation({
    mutationFn: (next: readonly ProductImage[]) =>
      orderProductImages(
        product.id,
        next.map((image) => image.id),
      ),
    onSuccess: saved,
    onError: (error) => {
      setImages(product.images);
      reportFailure(error);
    },
  });

  const move = (index: number, step: -1 | 1) => {
    const next = moveImage(images, index, step);
    const moved = next[index + step];
    setImages(next);
    setStatus(`Image ${images[index]?.id} is now number ${index + step + 1} of ${images.length}.`);
    // Focus stays on the moved image's button of the same direction, or the other one at either end.
    const place = index + step;
    const atEnd = step === -1 ? place === 0 : place === images.length - 1;
    const direction = (step === -1) !== atEnd ? 'earlier' : 'later';
    if (moved) focusAfterMove.current = `${moved.id}-${direction}`;
    void guard(() => order.mutateAsync(next)).catch(() => {});
  };

  const remove = async (image: ProductImage) => {
    try {
      await deleteProductImage(product.id, image.id);
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    const next = images.filter((other) => other.id !== image.id);
    setImages(next);
    queryClient.setQueryData(productQuery(product.id).queryKey, { ...product, images: next });
    void productQueries.changed(queryClient);
    toast.show({ variant: 'success', message: 'The image was deleted.' });
  };

  const zip = useMutation({
    mutationFn: () => downloadProductImages(product.id),
    onSuccess: (blob) => {
      const name = `${product.id}-images.zip`;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setDownload(`${name} was downloaded (${images.length} images).`);
    },
    onError: (error) => reportFailure(error),
  });

  return (
    <Stack gap="md" as="section" aria-labelledby="product-images">
      <Inline align="between" gap="md">
        <Heading level={2} size="md" id="product-images">
          {`Images (${images.length})`}
        </Heading>
        <Button
          variant="secondary"
          isDisabled={images.length === 0}
          isPending={zip.isPending}
          pendingLabel="Preparing the zip"
          onPress={() => void guard(() => zip.mutateAsync()).catch(() => {})}
        >
          Download all images
        </Button>
      </Inline>
      {canEdit &&
        (isLocked ? (
          <Text tone="muted" id={lockedId}>
            {lockedImagesReason}
          </Text>
        ) : (
          <Text tone="muted">Images are saved as you add, move or delete them; they do not wait for Save.</Text>
        ))}
      {download && <Text tone="success">{download}</Text>}
      <div role="status" className={styles.visuallyHidden}>
        {status}
      </div>
      {images.length === 0 ? (
        <Text tone="muted">This product has no images yet.</Text>
      ) : (
        <Tiles as="ol" columns={{ mobile: 2, tablet: 3, desktop: 4 }} gap="md" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.id}>
              <Stack gap="xs">
                <img
                  src={image.url}
                  alt={`${product.title}, view ${index + 1}`}
                  className={styles.thumb}
                  loading="lazy"
                />
                {canEdit && (
                  <Inline gap="xs">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Move image ${index + 1} earlier`}
                      isDisabled={index === 0}
                      {...locked}
                      onPress={() => move(index, -1)}
                      ref={(node: HTMLButtonElement | null) => {
                        if (node && focusAfterMove.current === `${image.id}-earlier`) {
                          focusAfterMove.current = null;
                          node.focus();
                        }
                      }}
                    >
                      ←
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Move image ${index + 1} later`}
                      isDisabled={index === images.length - 1}
                      {...locked}
                      onPress={() => move(index, 1)}
                      ref={(node: HTMLButtonElement | null) => {
                        if (node && focusAfterMove.current === `${image.id}-later`) {
                          focusAfterMove.current = null;
                          node.focus();
                        }
                      }}
                    >
                      →
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button size="sm" variant="danger" aria-label={`Delete image ${index + 1}`} {...locked}>
                          Delete
                        </Button>
                      }
                      title={`Delete image ${index + 1}?`}
                      message={`The image is removed from ${product.title} for good.`}
                      confirmLabel="Delete"
                      pendingLabel="Deleting"
                      onConfirm={() => remove(image)}
                    />
                  </Inline>
                )}
              </Stack>
            </li>
          ))}
        </Tiles>
      )}
      {canEdit &&
        (isLocked ? (
          <Inline gap="sm">
            <Button variant="secondary" {...locked}>
              Add images
            </Button>
          </Inline>
        ) : (
          <Stack gap="sm">
            <UploadArea label="Add images" rules={productImageRules} uploads={uploads} />
          </Stack>
        ))}
    </Stack>
  );
}
