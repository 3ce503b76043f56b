// Upload documents into a folder through the shared upload queue: each file sent on its own with a byte progress bar,
// Cancel while it goes; a refused or failed file says why and can be tried again.
import { type OperationDocumentFolder, uploadLimits, uploadOperationDocuments } from '@factory/api';
import { Heading, Stack } from '@factory/ui';
import { useQueryClient } from '@tanstack/react-query';
import { documentsChanged } from '../../queries/index.ts';
import { UploadArea, type UploadRules, useUploadQueue } from '../../shared/upload/index.ts';

/** @factory/api's limit of an operation document, with the types as the screen states them. */
const documentUploadRules: UploadRules = {
  limit: uploadLimits.operationDocument,
  types: 'PDF, Word, Excel, JPEG or PNG',
};

export function FolderUpload({ folder }: { folder: OperationDocumentFolder }) {
  const queryClient = useQueryClient();
  const uploads = useUploadQueue({
    rules: documentUploadRules,
    send: (file, options) => uploadOperationDocuments(folder.id, [file], options),
    onUploaded: () => documentsChanged(queryClient),
  });
  return (
    <Stack gap="md" as="section" aria-label={`Upload into ${folder.title}`}>
      <Heading level={3} size="sm">
        Upload documents
      </Heading>
      <UploadArea label={`Documents for ${folder.title}`} rules={documentUploadRules} uploads={uploads} />
    </Stack>
  );
}
