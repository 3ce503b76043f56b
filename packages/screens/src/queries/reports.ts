// The admin's reports: products without images, the file analysis.
import { getFileAnalysis, getProductsWithoutImages } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';

export const noImageProductsQuery = queryOptions({
  queryKey: ['reports', 'no-product-images'] as const,
  queryFn: ({ signal }) => getProductsWithoutImages({ signal }),
});

export const fileAnalysisQuery = queryOptions({
  queryKey: ['reports', 'analysis-files'] as const,
  queryFn: ({ signal }) => getFileAnalysis({ signal }),
});
